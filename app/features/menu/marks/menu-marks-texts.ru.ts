import type { menuMarksTexts } from "./menu-marks-texts.ts";

// Russian words of menu-marks-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// "showing": "{shown} из {total} блюд" would need "блюда" after a total of 1, 21, 31…; the
// counted noun is put first with a colon ("Показано блюд: 3 из 21"), which is right for every number.
export const menuMarksTextsRu = {
  filterSummary: "Фильтр по диете и аллергенам",
  suitableFor: "Подходит",
  without: "Не содержит",
  apply: "Показать эти блюда",
  showing: "Показано блюд: {shown} из {total} — {words}.",
  showAll: "Показать всё меню",
  noMatch: "В меню нет блюд, подходящих под этот фильтр.",
  ignored: "Часть этого адреса — не известный нам фильтр; мы её пропустили.",
  legend: "Обозначения в меню",
} as const satisfies (typeof menuMarksTexts)["en"];
