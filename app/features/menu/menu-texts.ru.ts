import type { menuTexts } from "./menu-texts.ts";

// Russian words of menu-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const menuTextsRu = {
  heading: "Меню",
  pdfTitle: "Меню",
  pdfLink: "Скачать меню в PDF",
  pdfSize: "PDF, {size}",
  cardsLabel: "Страницы меню",
  cardsHeading: "Печатное меню",
  imagesIntro: "Те же блюда и цены приведены ниже текстом.",
  cardAlt: "Страница меню: {title}",
  cardZoom: "{title}: открыть страницу в полном размере",
  textHeading: "Меню текстом",
  pricesOf: "Цены",
  continued: "продолжение",
  currencyLabel: "Валюта цен",
  pricesIn: "Цены в",
  "currency.EUR": "евро",
  "currency.USD": "доллары США",
  "currency.CUP": "кубинские песо",
  filesPreparing: "Печатное меню и PDF ещё готовятся. Обновите страницу через минуту, чтобы их увидеть.",
} as const satisfies (typeof menuTexts)["en"];
