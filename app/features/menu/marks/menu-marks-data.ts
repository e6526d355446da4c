// What /menu shows of the marks and the filter (docs/product.md §14.10), made on the server from
// the menu and the address's query: the legend, the allergen note, the filter's options and,
// when a filter is on, only the dishes that suit it.
import type { Lang } from "#app/lib/lang.ts";
import { fill } from "#app/lib/fill.ts";
import type { MenuCard } from "../rules/menu.ts";
import {
  allergenCodes,
  allergenMarks,
  dietMarks,
  filterDiets,
  filterWords,
  isFiltered,
  marksTexts,
  matchesFilter,
  type MenuFilter,
} from "../rules/dietary-marks.ts";
import { menuMarksTexts } from "./menu-marks-texts.ts";
import { legendOf, type LegendMark } from "./localized-marks.ts";

export type FilterOption = { name: "diet" | "without"; value: string; label: string; checked?: true };

export type MenuMarksData = {
  texts: Pick<(typeof menuMarksTexts)["en"], "filterSummary" | "suitableFor" | "without" | "apply" | "showAll" | "legend">;
  /** Every mark the shown dishes use, once: the one legend of the text menu, which items point into. */
  legend: LegendMark[];
  /** "Contains", before an item's allergens. */
  contains: string;
  /** The owners' allergen note (text block carta.alergenos). */
  note: string;
  options: FilterOption[];
  /** With a filter on: "12 of 55 dishes: vegetarian, without nuts." (or that none matches). */
  result: string | null;
  /** An unknown filter value was dropped. */
  ignored: string | null;
};

/** The cards with only the dishes that suit the filter, and the cards left empty dropped. */
export function filterCards(cards: MenuCard[], filter: MenuFilter): MenuCard[] {
  if (!isFiltered(filter)) return cards;
  return cards
    .map((card) => ({ ...card, items: card.items.filter((item) => matchesFilter(item, filter)) }))
    .filter((card) => card.items.length > 0);
}

/** `cards`: the whole menu; the legend is of the dishes the filter leaves, as localizeMenu gives them. */
export function menuMarksData(cards: MenuCard[], filter: MenuFilter, note: string, lang: Lang): MenuMarksData {
  const t = menuMarksTexts[lang];
  const all = cards.flatMap((c) => c.items);
  const shownItems = filterCards(cards, filter).flatMap((c) => c.items);
  const shown = shownItems.length;
  const option = (name: FilterOption["name"], value: string, label: string, checked: boolean): FilterOption =>
    checked ? { name, value, label, checked } : { name, value, label };
  const options: FilterOption[] = [
    ...filterDiets.map((code) => option("diet", code, dietMarks[code].word[lang], filter.diets.includes(code))),
    ...allergenCodes.map((code) => option("without", code, allergenMarks[code].word[lang], filter.without.includes(code))),
  ];
  return {
    texts: {
      filterSummary: t.filterSummary,
      suitableFor: t.suitableFor,
      without: t.without,
      apply: t.apply,
      showAll: t.showAll,
      legend: t.legend,
    },
    legend: legendOf(shownItems, lang).marks,
    contains: marksTexts[lang].contains,
    note,
    options,
    result: isFiltered(filter)
      ? shown > 0
        ? fill(t.showing, { shown, total: all.length, words: filterWords(filter, lang) })
        : `${t.noMatch} (${filterWords(filter, lang)})`
      : null,
    ignored: filter.ignored ? t.ignored : null,
  };
}
