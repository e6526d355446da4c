import type { AllergenCode, DietCode, marksTexts } from "./dietary-marks.ts";

// Italian words of dietary-marks.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). The allergens are the short forms of the Italian names in
// Regulation (EU) 1169/2011, Annex II (the full names are in docs/translations/it.md); their
// symbols stay the list's numbers, as in every language.

/** The diets' symbols and words (dietMarks' `symbol` and `word`). */
export const dietMarksIt = {
  vegetarian: { symbol: "V", word: "vegetariano" },
  vegan: { symbol: "VG", word: "vegano" },
  "gluten-free": { symbol: "SG", word: "senza glutine" },
  spicy: { symbol: "P", word: "piccante" },
} as const satisfies Record<DietCode, { symbol: string; word: string }>;

/** The 14 allergens' words (allergenWords). */
export const allergenWordsIt = {
  gluten: "glutine",
  crustaceans: "crostacei",
  eggs: "uova",
  fish: "pesce",
  peanuts: "arachidi",
  soy: "soia",
  milk: "latte",
  nuts: "frutta a guscio",
  celery: "sedano",
  mustard: "senape",
  sesame: "sesamo",
  sulphites: "solfiti",
  lupin: "lupini",
  molluscs: "molluschi",
} as const satisfies Record<AllergenCode, string>;

export const marksTextsIt = {
  contains: "Contiene",
  legend: "Simboli",
  filter: "Mostra solo",
  diets: "Dieta",
  without: "Senza",
} as const satisfies Record<keyof (typeof marksTexts)["en"], string>;
