// Dietary and allergen marks of a menu item (docs/product.md §14.10): the one list of the diets,
// the 14 allergens of the EU list (Regulation 1169/2011, Annex II, in its order), their short
// words and symbols in both languages, the schema.org diets, and the visitor's filter. The
// text menu, the card images, the PDF, the JSON-LD, the editor and the filter all read it.
//
// Symbols are plain letters and numbers, drawn inside a small badge by each renderer: the
// menu's typefaces (printableMenuText in ./menu.ts) have no emoji or allergen pictograms.
// Allergens carry their number on the EU list, as printed menus in Europe do.
import type { Lang } from "#app/lib/lang.ts";

export const dietCodes = ["vegetarian", "vegan", "gluten-free", "spicy"] as const;
export type DietCode = (typeof dietCodes)[number];

export const allergenCodes = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soy",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type AllergenCode = (typeof allergenCodes)[number];

type Mark = { symbol: Record<Lang, string>; word: Record<Lang, string> };

export const dietMarks: Record<DietCode, Mark & { schemaOrg: string | null }> = {
  vegetarian: { symbol: { en: "V", es: "V" }, word: { en: "vegetarian", es: "vegetariano" }, schemaOrg: "https://schema.org/VegetarianDiet" },
  vegan: { symbol: { en: "VG", es: "VG" }, word: { en: "vegan", es: "vegano" }, schemaOrg: "https://schema.org/VeganDiet" },
  "gluten-free": { symbol: { en: "GF", es: "SG" }, word: { en: "gluten-free", es: "sin gluten" }, schemaOrg: "https://schema.org/GlutenFreeDiet" },
  // schema.org has no RestrictedDiet for spicy food.
  spicy: { symbol: { en: "S", es: "P" }, word: { en: "spicy", es: "picante" }, schemaOrg: null },
};

const allergenWords: Record<AllergenCode, Record<Lang, string>> = {
  gluten: { en: "gluten", es: "gluten" },
  crustaceans: { en: "crustaceans", es: "crustáceos" },
  eggs: { en: "eggs", es: "huevo" },
  fish: { en: "fish", es: "pescado" },
  peanuts: { en: "peanuts", es: "cacahuete" },
  soy: { en: "soy", es: "soja" },
  milk: { en: "milk", es: "leche" },
  nuts: { en: "nuts", es: "frutos de cáscara" },
  celery: { en: "celery", es: "apio" },
  mustard: { en: "mustard", es: "mostaza" },
  sesame: { en: "sesame", es: "sésamo" },
  sulphites: { en: "sulphites", es: "sulfitos" },
  lupin: { en: "lupin", es: "altramuces" },
  molluscs: { en: "molluscs", es: "moluscos" },
};

export const allergenMarks = Object.fromEntries(
  allergenCodes.map((code, i) => [code, { symbol: { en: String(i + 1), es: String(i + 1) }, word: allergenWords[code] }]),
) as Record<AllergenCode, Mark>;

export const marksTexts = {
  en: { contains: "Contains", legend: "Marks", filter: "Show only", diets: "Suitable for", without: "Without" },
  es: { contains: "Contiene", legend: "Símbolos", filter: "Mostrar solo", diets: "Apto para", without: "Sin" },
} as const satisfies Record<Lang, Record<string, string>>;

/**
 * Marks that contradict each other: a vegan dish with milk, a gluten-free one with gluten.
 * The schema refuses them (./menu.ts), so a filter never shows a dish a guest must avoid.
 */
export const dietExcludes: Partial<Record<DietCode, readonly AllergenCode[]>> = {
  vegetarian: ["fish", "crustaceans", "molluscs"],
  vegan: ["fish", "crustaceans", "molluscs", "milk", "eggs"],
  "gluten-free": ["gluten"],
};

export function isDietCode(value: unknown): value is DietCode {
  return dietCodes.includes(value as DietCode);
}

export function isAllergenCode(value: unknown): value is AllergenCode {
  return allergenCodes.includes(value as AllergenCode);
}

/** Marks in the list's order, each once, whatever order they were ticked or stored in. */
export function orderedDiets(codes: readonly DietCode[]): DietCode[] {
  return dietCodes.filter((c) => codes.includes(c));
}
export function orderedAllergens(codes: readonly AllergenCode[]): AllergenCode[] {
  return allergenCodes.filter((c) => codes.includes(c));
}

export type MarkText = { code: string; symbol: string; word: string };

export function dietTexts(codes: readonly DietCode[], lang: Lang): MarkText[] {
  return orderedDiets(codes).map((code) => ({ code, symbol: dietMarks[code].symbol[lang], word: dietMarks[code].word[lang] }));
}

export function allergenTexts(codes: readonly AllergenCode[], lang: Lang): MarkText[] {
  return orderedAllergens(codes).map((code) => ({ code, symbol: allergenMarks[code].symbol[lang], word: allergenMarks[code].word[lang] }));
}

/** "Contains: milk, nuts" / "Contiene: leche, frutos de cáscara"; empty without allergens. */
export function containsLine(codes: readonly AllergenCode[], lang: Lang): string {
  const words = allergenTexts(codes, lang).map((a) => a.word);
  return words.length > 0 ? `${marksTexts[lang].contains}: ${words.join(", ")}` : "";
}

/** schema.org's suitableForDiet of an item (spicy has none). */
export function schemaOrgDiets(codes: readonly DietCode[]): string[] {
  return orderedDiets(codes).flatMap((code) => dietMarks[code].schemaOrg ?? []);
}

type Marked = { diets: readonly DietCode[]; allergens: readonly AllergenCode[] };

/**
 * The legend: every mark used by these items, diets first, then allergens by their number.
 * One per rendering (the text menu, each card image, the PDF), never one per item.
 */
export function marksLegend(items: readonly Marked[], lang: Lang): MarkText[] {
  const diets = new Set(items.flatMap((i) => i.diets));
  const allergens = new Set(items.flatMap((i) => i.allergens));
  return [...dietTexts([...diets], lang), ...allergenTexts([...allergens], lang)];
}

/** "V vegetarian · 7 milk · 8 nuts": the legend on one line, for the images and the PDF. */
export function legendLine(legend: readonly MarkText[]): string {
  return legend.map((m) => `${m.symbol} ${m.word}`).join(" · ");
}

// The visitor's filter (docs/product.md §14.10): /menu?diet=vegetarian&without=nuts, a plain GET form.

/** The diets a visitor can ask for (spicy is a warning, not a diet to look for). */
export const filterDiets = ["vegetarian", "vegan", "gluten-free"] as const satisfies readonly DietCode[];

export type MenuFilter = { diets: DietCode[]; without: AllergenCode[]; ignored: boolean };

export const noFilter: MenuFilter = { diets: [], without: [], ignored: false };

/**
 * The filter of a menu address's query, normalised (known values only, each once, in the
 * list's order). Anything else is dropped and reported as `ignored`, so the page can say so:
 * a bad address never fails.
 */
export function parseMenuFilter(search: URLSearchParams): MenuFilter {
  let ignored = false;
  const diets: DietCode[] = [];
  const without: AllergenCode[] = [];
  for (const [key, value] of search) {
    if (key === "diet" && (filterDiets as readonly string[]).includes(value)) diets.push(value as DietCode);
    else if (key === "without" && isAllergenCode(value)) without.push(value);
    else ignored = true;
  }
  return { diets: orderedDiets(diets), without: orderedAllergens(without), ignored };
}

export function isFiltered(filter: MenuFilter): boolean {
  return filter.diets.length > 0 || filter.without.length > 0;
}

/** Whether an item suits the filter: every diet asked for (a vegan dish is vegetarian too), none of the allergens. */
export function matchesFilter(item: Marked, filter: MenuFilter): boolean {
  const suits = (diet: DietCode) => item.diets.includes(diet) || (diet === "vegetarian" && item.diets.includes("vegan"));
  return filter.diets.every(suits) && !filter.without.some((a) => item.allergens.includes(a));
}

/** The words of an active filter: "vegetarian, without nuts". */
export function filterWords(filter: MenuFilter, lang: Lang): string {
  return [
    ...filter.diets.map((d) => dietMarks[d].word[lang]),
    ...filter.without.map((a) => `${marksTexts[lang].without.toLowerCase()} ${allergenMarks[a].word[lang]}`),
  ].join(", ");
}
