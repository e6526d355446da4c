// Today's specials (docs/product.md §14.8): a dated block with a title and a few items in every
// language (required in the owners' own, per-lang-shape.ts), shown on the menu page and the home
// page on that date only (Havana time). The names, descriptions, prices and characters follow the menu's own rules (menu.ts), so a special
// prints and reads like an item. One schema for the owners' form and its action.
import { z } from "#app/zod.ts";
import { addDaysToIsoDate } from "#app/booking/wall-time.ts";
import type { Lang } from "#app/lib/lang.ts";
import { localizedField } from "#app/lib/localized-field.ts";
import { perLangShape, requiredPerLangShape, type PerLang } from "./per-lang-shape.ts";
import { centsToDecimal, formatPrice } from "#app/lib/price.ts";
import { euroPriceSchema, oneLine, optionalText, printableMenuText, requiredText } from "./menu.ts";
import { specialsLimits } from "./specials-limits.ts";

export type SpecialItem = PerLang<"name", string> & PerLang<"description", string> & { cents: number };
export type Specials = { date: string; items: SpecialItem[] } & PerLang<"title", string>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const title = z
  .string({ error: "specialsTitleRequired" })
  .overwrite(oneLine)
  .min(1, "specialsTitleRequired")
  .max(specialsLimits.titleMax, "specialsTitleTooLong")
  .regex(printableMenuText, "unsupportedCharacter");

/** A title not yet written in a language the menu may lack for now (per-lang-shape.ts). */
const optionalTitle = z
  .string({ error: "invalid" })
  .overwrite(oneLine)
  .max(specialsLimits.titleMax, "specialsTitleTooLong")
  .regex(printableMenuText, "unsupportedCharacter")
  .optional()
  .transform((v) => v ?? "");

const specialItemSchema = z
  .object({
    ...requiredPerLangShape("name", requiredText(specialsLimits.nameMax, "nameRequired", "nameTooLong"), optionalText(specialsLimits.nameMax, "nameTooLong")),
    ...perLangShape("description", optionalText(specialsLimits.descriptionMax, "descriptionTooLong")),
    eur: euroPriceSchema,
  })
  .transform(({ eur, ...texts }): SpecialItem => ({ ...texts, cents: eur }));

/** A row of the form left blank is no item; a row with anything in it must be a whole item. */
function isBlankRow(row: unknown): boolean {
  if (row == null) return true;
  if (typeof row !== "object") return false;
  return Object.values(row).every((value) => value == null || (typeof value === "string" && value.trim() === ""));
}

const specialRow = z.unknown().transform((row, ctx): SpecialItem | null => {
  if (isBlankRow(row)) return null;
  const parsed = specialItemSchema.safeParse(row);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

/** Whether `date` may carry a block, seen from the restaurant's `today`. */
export function isSpecialsDate(date: string, today: string): boolean {
  // addDaysToIsoDate(date, 0) rolls an impossible date over ("2026-02-30" → "2026-03-02").
  return isoDate.test(date) && addDaysToIsoDate(date, 0) === date && date >= today && date <= addDaysToIsoDate(today, specialsLimits.daysAheadMax);
}

/** The form's schema, for the restaurant's `today` (a block for a past day cannot be set). */
export function specialsSchema(today: string) {
  return z.object({
    date: z
      .string({ error: "specialsDateInvalid" })
      .refine((date) => isSpecialsDate(date, today), "specialsDateInvalid"),
    ...requiredPerLangShape("title", title, optionalTitle),
    items: z
      .array(specialRow, { error: "specialsItemsRequired" })
      .max(specialsLimits.itemsMax, "specialsTooManyItems")
      .transform((rows) => rows.filter((row): row is SpecialItem => row !== null))
      .refine((items) => items.length > 0, "specialsItemsRequired"),
  });
}

/** The block in one language, prices formatted on the server (its HTML and hydration agree). */
export type LocalizedSpecials = {
  date: string;
  title: string;
  items: { name: string; description: string; /** "8,50 €" */ price: string; /** "8.50", for schema.org */ amount: string }[];
};

export function localizeSpecials(specials: Specials, lang: Lang): LocalizedSpecials {
  return {
    date: specials.date,
    title: localizedField(specials, "title", lang),
    items: specials.items.map((item) => ({
      name: localizedField(item, "name", lang),
      description: localizedField(item, "description", lang),
      price: formatPrice(item.cents, lang),
      amount: centsToDecimal(item.cents),
    })),
  };
}
