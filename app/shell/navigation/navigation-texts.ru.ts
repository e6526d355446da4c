import type { navigationTexts } from "./navigation-texts.ts";

// Russian words of navigation-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const navigationTextsRu = {
  navLabel: "Главное меню",
  toggle: "Навигация по сайту",
  home: "ГЛАВНАЯ",
  menu: "МЕНЮ",
  menuPhotos: "Фото блюд",
  menuCard: "Полное меню",
  thingsToDo: "ЧТО ПОСМОТРЕТЬ в ТРИНИДАДЕ",
  homestay: "Гостевой дом",
  cityMap: "Карта Тринидада (PDF)",
  aboutUs: "О НАС",
  contactUs: "КОНТАКТЫ",
  book: "Забронировать столик",
  language: "Язык",
  brandHome: "главная страница",
} as const satisfies (typeof navigationTexts)["en"];
