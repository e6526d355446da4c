// Dietary and allergen marks of a menu item (docs/product.md §14.10): the one list of the diets,
// the 14 allergens of the EU list (Regulation 1169/2011, Annex II, in its order), their short
// words and symbols in every language, the schema.org diets, and the visitor's filter. The
// text menu, the card images, the PDF, the JSON-LD, the editor and the filter all read it.
//
// Symbols are plain letters and numbers, drawn inside a small badge by each renderer: the
// menu's typefaces (printableMenuText in ./menu.ts) have no emoji or allergen pictograms.
// Allergens carry their number on the EU list, as printed menus in Europe do.
import { perLang, type Lang } from "#app/lib/lang.ts";
import { CURRENCY_PARAM } from "./currency-links.ts";
import { allergenWordsFr, dietMarksFr, marksTextsFr } from "./dietary-marks.fr.ts";
import { allergenWordsDe, dietMarksDe, marksTextsDe } from "./dietary-marks.de.ts";
import { allergenWordsIt, dietMarksIt, marksTextsIt } from "./dietary-marks.it.ts";
import { allergenWithoutRu, allergenWordsRu, dietMarksRu, marksTextsRu } from "./dietary-marks.ru.ts";

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

/** The words of the languages beyond English and Spanish, each in its own file beside this one. */
const translated = {
  fr: { diets: dietMarksFr, allergens: allergenWordsFr, texts: marksTextsFr },
  de: { diets: dietMarksDe, allergens: allergenWordsDe, texts: marksTextsDe },
  it: { diets: dietMarksIt, allergens: allergenWordsIt, texts: marksTextsIt },
  ru: { diets: dietMarksRu, allergens: allergenWordsRu, texts: marksTextsRu },
} as const satisfies Record<Exclude<Lang, "en" | "es">, unknown>;

function dietMark(code: DietCode, en: { symbol: string; word: string }, es: { symbol: string; word: string }): Mark {
  const of = (lang: keyof typeof translated) => translated[lang].diets[code];
  return {
    symbol: { en: en.symbol, es: es.symbol, fr: of("fr").symbol, de: of("de").symbol, it: of("it").symbol, ru: of("ru").symbol },
    word: { en: en.word, es: es.word, fr: of("fr").word, de: of("de").word, it: of("it").word, ru: of("ru").word },
  };
}

export const dietMarks: Record<DietCode, Mark & { schemaOrg: string | null }> = {
  vegetarian: { ...dietMark("vegetarian", { symbol: "V", word: "vegetarian" }, { symbol: "V", word: "vegetariano" }), schemaOrg: "https://schema.org/VegetarianDiet" },
  vegan: { ...dietMark("vegan", { symbol: "VG", word: "vegan" }, { symbol: "VG", word: "vegano" }), schemaOrg: "https://schema.org/VeganDiet" },
  "gluten-free": { ...dietMark("gluten-free", { symbol: "GF", word: "gluten-free" }, { symbol: "SG", word: "sin gluten" }), schemaOrg: "https://schema.org/GlutenFreeDiet" },
  // schema.org has no RestrictedDiet for spicy food.
  spicy: { ...dietMark("spicy", { symbol: "S", word: "spicy" }, { symbol: "P", word: "picante" }), schemaOrg: null },
};

const allergenWordsEnEs: Record<AllergenCode, { en: string; es: string }> = {
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

const allergenWords = (code: AllergenCode): Record<Lang, string> => ({
  ...allergenWordsEnEs[code],
  fr: translated.fr.allergens[code],
  de: translated.de.allergens[code],
  it: translated.it.allergens[code],
  ru: translated.ru.allergens[code],
});

// An allergen's symbol is its number on the EU list, in every language.
export const allergenMarks = Object.fromEntries(
  allergenCodes.map((code, i) => [code, { symbol: perLang(() => String(i + 1)), word: allergenWords(code) }]),
) as Record<AllergenCode, Mark>;

/**
 * "without milk" as the filter's words say it, where "without" and the word alone would be wrong:
 * Russian's «без» takes the genitive («без молока»), docs/translations/ru.md.
 */
const allergenWithout: Partial<Record<Lang, Record<AllergenCode, string>>> = { ru: allergenWithoutRu };

// The English words give the type of marksTexts: the translations beside it are checked against
// it, so it must not be inferred from them.
const marksTextsEn = { contains: "Contains", legend: "Marks", filter: "Show only", diets: "Suitable for", without: "Without" } as const;

export const marksTexts: Record<Lang, Record<keyof typeof marksTextsEn, string>> = {
  en: marksTextsEn,
  es: { contains: "Contiene", legend: "Símbolos", filter: "Mostrar solo", diets: "Apto para", without: "Sin" },
  fr: translated.fr.texts,
  de: translated.de.texts,
  it: translated.it.texts,
  ru: translated.ru.texts,
};

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
 * a bad address never fails. The page's other parameter, the prices' currency
 * (currency-links.ts), is no filter and nothing ignored.
 */
export function parseMenuFilter(search: URLSearchParams): MenuFilter {
  let ignored = false;
  const diets: DietCode[] = [];
  const without: AllergenCode[] = [];
  for (const [key, value] of search) {
    if (key === CURRENCY_PARAM) continue;
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
    ...filter.without.map((a) => allergenWithout[lang]?.[a] ?? `${marksTexts[lang].without.toLowerCase()} ${allergenMarks[a].word[lang]}`),
  ].join(", ");
}
