import type { layoutTexts } from "./layout-texts.ts";

// Russian words of layout-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const layoutTextsRu = {
  skipToContent: "Перейти к содержанию",
  hoursTitle: "Часы работы",
  findUs: "Как нас найти",
  contactTitle: "Контакты",
  phone: "Телефон",
  email: "Эл. почта",
  rights: "Все права защищены.",
  backToTop: "Наверх",
  scheduleNotice: "Объявление о часах работы",
} as const satisfies (typeof layoutTexts)["en"];
