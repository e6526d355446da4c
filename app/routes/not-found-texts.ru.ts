import type { notFoundTexts } from "./not-found-texts.ts";

// Russian words of not-found-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const notFoundTextsRu = {
  backHome: "На главную страницу",
  seeMenu: "Посмотреть меню",
} as const satisfies (typeof notFoundTexts)["en"];
