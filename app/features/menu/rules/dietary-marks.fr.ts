import type { AllergenCode, DietCode, marksTexts } from "./dietary-marks.ts";

// French words of dietary-marks.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md): the symbol and word of each diet, the word of each allergen (its
// symbol is its number on the EU list, the same in every language) and `marksTexts`.

/** The diets: symbol and word, as `dietMarks[code].symbol.fr` / `.word.fr` would hold them. */
export const dietMarksFr = {
  vegetarian: { symbol: "V", word: "végétarien" },
  vegan: { symbol: "VG", word: "végétalien" },
  "gluten-free": { symbol: "SG", word: "sans gluten" },
  spicy: { symbol: "P", word: "pimenté" },
} as const satisfies Record<DietCode, { symbol: string; word: string }>;

/**
 * The 14 allergens by the names of Regulation (EU) 1169/2011, Annex II, in its French version,
 * shortened as the English list is ("Céréales contenant du gluten" → "gluten", "Anhydride
 * sulfureux et sulfites" → "sulfites", "Graines de sésame" → "sésame").
 */
export const allergenWordsFr = {
  gluten: "gluten",
  crustaceans: "crustacés",
  eggs: "œufs",
  fish: "poisson",
  peanuts: "arachides",
  soy: "soja",
  milk: "lait",
  nuts: "fruits à coque",
  celery: "céleri",
  mustard: "moutarde",
  sesame: "sésame",
  sulphites: "sulfites",
  lupin: "lupin",
  molluscs: "mollusques",
} as const satisfies Record<AllergenCode, string>;

export const marksTextsFr = {
  contains: "Contient",
  legend: "Symboles",
  filter: "Afficher seulement",
  diets: "Convient aux régimes",
  without: "Sans",
} as const satisfies Record<keyof (typeof marksTexts)["en"], string>;
