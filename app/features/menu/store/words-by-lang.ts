// The owners' words the menu keeps inside a JSON list (a price's label, a special's name and
// description): an object keyed by the languages of the list, { "en": "glass", "es": "copa" },
// beside the amount they name (docs/decisions/0031-languages-as-data.md). The menu's documents
// carry them as one field per language (app/lib/localized-field.ts); these convert between the two.
import { z } from "#app/zod.ts";
import { languages, perLang, type Lang } from "#app/lib/lang.ts";
import { localizedField, perLangFields, type PerLangFields } from "#app/lib/localized-field.ts";

/** Stored words: a language with none yet (one added after they were written) reads as "". */
export const storedWords = z.partialRecord(z.enum(languages), z.string());

/** (price, "label") → { en: price.labelEn, es: price.labelEs }: what is stored. */
export function wordsByLang<F extends string>(record: PerLangFields<F>, field: F): Record<Lang, string> {
  return perLang((lang) => localizedField(record, field, lang));
}

/** ("label", { en, es }) → { labelEn, labelEs }: what the documents carry. */
export function fieldsFromWords<F extends string>(field: F, words: Partial<Record<Lang, string>>): PerLangFields<F> {
  return perLangFields(field, (lang) => words[lang] ?? "");
}
