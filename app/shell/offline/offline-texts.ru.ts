import type { offlineNotice, offlinePageTexts } from "./offline-texts.ts";

// Russian words of offline-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).

/** The notice on a page read from the copy saved on an earlier visit. */
export const offlineNoticeRu = {
  notice: "Нет подключения к интернету: это копия страницы с вашего прошлого визита.",
} as const satisfies (typeof offlineNotice)["en"];

/** The service worker's page for an address never kept. */
export const offlinePageTextsRu = {
  pageTitle: "Нет подключения — La Terraza Trinidad",
  heading: "Нет подключения",
  notSaved: "Нет подключения к интернету, а эта страница не сохранилась во время ваших прошлых визитов.",
  savedPages: "Страницы, которые вы уже открывали, можно читать без интернета, и меню тоже:",
  home: "Главная",
  menu: "Меню",
} as const satisfies (typeof offlinePageTexts)["en"];
