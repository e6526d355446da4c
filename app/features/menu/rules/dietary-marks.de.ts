import type { AllergenCode, DietCode, marksTexts } from "./dietary-marks.ts";

// German words of dietary-marks.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// The allergens are the 14 of Regulation (EU) 1169/2011, Annex II, by their short German names
// (the full official names are in docs/translations/de.md). German nouns keep their capital
// letter: filterWords() lowercases only "Ohne" ("ohne Milch").

/** Each diet's symbol and word (the source's dietMarks: symbol.de, word.de). */
export const dietMarksDe = {
  vegetarian: { symbol: "V", word: "vegetarisch" },
  vegan: { symbol: "VG", word: "vegan" },
  "gluten-free": { symbol: "GF", word: "glutenfrei" },
  spicy: { symbol: "S", word: "scharf" },
} as const satisfies Record<DietCode, { symbol: string; word: string }>;

/** The allergens' words (the source's allergenWords, .de); their symbols are their numbers in every language. */
export const allergenWordsDe = {
  gluten: "Gluten",
  crustaceans: "Krebstiere",
  eggs: "Eier",
  fish: "Fisch",
  peanuts: "Erdnüsse",
  soy: "Soja",
  milk: "Milch",
  nuts: "Schalenfrüchte",
  celery: "Sellerie",
  mustard: "Senf",
  sesame: "Sesam",
  sulphites: "Sulfite",
  lupin: "Lupinen",
  molluscs: "Weichtiere",
} as const satisfies Record<AllergenCode, string>;

export const marksTextsDe = {
  contains: "Enthält",
  legend: "Zeichen",
  filter: "Nur zeigen",
  diets: "Ernährungsweise",
  without: "Ohne",
} as const satisfies Record<keyof (typeof marksTexts)["en"], string>;
