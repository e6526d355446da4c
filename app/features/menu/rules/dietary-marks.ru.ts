import type { AllergenCode, DietCode, marksTexts } from "./dietary-marks.ts";

// Russian words of dietary-marks.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// The allergens: the EU list (Regulation 1169/2011, Annex II) has no Russian text; these are the
// names of the same list in the Eurasian Economic Union's food labelling rules
// (TR CU 022/2011, art. 4.4), as Russian menus and labels print them.

/**
 * The `ru` of each `symbol` and `word` in `dietMarks`. The diets say whom a dish suits ("для
 * вегетарианцев"), so they read right after the filter's "Подходит", in the legend and in
 * filterWords ("для веганов, без молока"); "острое" (spicy) agrees with "блюдо" (a dish).
 */
export const dietMarksRu = {
  vegetarian: { symbol: "В", word: "для вегетарианцев" },
  vegan: { symbol: "ВГ", word: "для веганов" },
  "gluten-free": { symbol: "БГ", word: "без глютена" },
  spicy: { symbol: "О", word: "острое" },
} as const satisfies Record<DietCode, { symbol: string; word: string }>;

/** The `ru` of each entry of `allergenWords` (the symbols stay the EU list's numbers). */
export const allergenWordsRu = {
  gluten: "глютен",
  crustaceans: "ракообразные",
  eggs: "яйца",
  fish: "рыба",
  peanuts: "арахис",
  soy: "соя",
  milk: "молоко",
  nuts: "орехи",
  celery: "сельдерей",
  mustard: "горчица",
  sesame: "кунжут",
  sulphites: "сульфиты",
  lupin: "люпин",
  molluscs: "моллюски",
} as const satisfies Record<AllergenCode, string>;

/**
 * What `filterWords` says for "without" + an allergen: after «без» Russian takes the genitive
 * («без молока», never «без молоко»), which "without" and the word alone cannot give
 * (docs/translations/ru.md, "What the sentence shapes lack").
 */
export const allergenWithoutRu = {
  gluten: "без глютена",
  crustaceans: "без ракообразных",
  eggs: "без яиц",
  fish: "без рыбы",
  peanuts: "без арахиса",
  soy: "без сои",
  milk: "без молока",
  nuts: "без орехов",
  celery: "без сельдерея",
  mustard: "без горчицы",
  sesame: "без кунжута",
  sulphites: "без сульфитов",
  lupin: "без люпина",
  molluscs: "без моллюсков",
} as const satisfies Record<AllergenCode, string>;

export const marksTextsRu = {
  contains: "Содержит",
  legend: "Обозначения",
  filter: "Показать только",
  diets: "Подходит",
  without: "Не содержит",
} as const satisfies Record<keyof (typeof marksTexts)["en"], string>;
