// The menu's shape and rules (docs/product.md §14): the single source of truth for content/menu.json,
// the database rows, the owners' editor and every rendering (text, images, PDF, JSON-LD).
import { z } from "#app/zod.ts";
import type { Lang } from "#app/lib/lang.ts";
import type { OwnersDictionary } from "#app/lib/bilingual.ts";
import { localizedField, perLangFields } from "#app/lib/localized-field.ts";
import { perLangKey, perLangShape, requiredMenuLanguages, requiredPerLangShape, type PerLang } from "./per-lang-shape.ts";
import { menuLimits } from "./menu-limits.ts";
import { isMenuMessageCode, menuMessage, type MenuMessageCode } from "./menu-messages.ts";
import { parseEuros } from "#app/lib/price.ts";
import { allergenCodes, dietCodes, dietExcludes, orderedAllergens, orderedDiets } from "./dietary-marks.ts";

/** The nine cards of docs/product.md §2, in the spec's order. */
export const menuCardIds = [
  "breakfast",
  "tapas",
  "cocktails",
  "mains",
  "pasta",
  "red-wines",
  "rose-wines",
  "white-wines",
  "drinks",
] as const;
export type MenuCardId = (typeof menuCardIds)[number];

export function isMenuCardId(value: unknown): value is MenuCardId {
  return menuCardIds.includes(value as MenuCardId);
}

/**
 * The characters the menu's typefaces can draw on the card images and in the PDF (the
 * `latin`, `latin-ext` and `cyrillic` files of Playfair Display and Source Sans 3,
 * ../drawing/menu-fonts.server.ts; checked by a unit test): Latin-1's letters (Spanish,
 * English, French, Portuguese, Italian, German), Latin Extended-A's (Polish, Czech,
 * Hungarian, Turkish, the Baltic languages…), Romanian's ș ț, German's ẞ, the Cyrillic
 * letters of Russian, Ukrainian, Belarusian, Serbian and Bulgarian, € and common punctuation
 * (not µ: Playfair Display has none). Anything else (emoji, other scripts) would print as
 * empty boxes.
 */
export const printableMenuText =
  /^[\u0020-\u007E\u00A0-\u00B4\u00B6-\u00FF\u0100-\u017F\u0218-\u021B\u02C6\u02DC\u0400-\u045F\u0490\u0491\u1E9E\u2013\u2014\u2018-\u201A\u201C-\u201E\u2022\u2026\u2039\u203A\u20AC\u2116\u2122]*$/;

/** Line breaks and runs of spaces become one space: every rendering shows one line of text per field. */
export const oneLine = (text: string) => text.replace(/[ \t\r\n\f\v]+/g, " ").trim();

// Every issue carries a MenuMessageCode as its message, so errors become bilingual texts. Also
// the rules of today's specials (rules/specials.ts).
export const requiredText = (max: number, required: MenuMessageCode, tooLong: MenuMessageCode) =>
  z
    .string({ error: required })
    .overwrite(oneLine)
    .min(1, required)
    .max(max, tooLong)
    .regex(printableMenuText, "unsupportedCharacter");

export const optionalText = (max: number, tooLong: MenuMessageCode) =>
  z
    .string({ error: "invalid" })
    .overwrite(oneLine)
    .max(max, tooLong)
    .regex(printableMenuText, "unsupportedCharacter")
    .optional()
    .transform((v) => v ?? "");

/** A price in euros as typed or written in menu.json (number or text), stored as whole cents. */
export const euroPriceSchema = z.unknown().transform((value, ctx) => {
  const parsed = parseEuros(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }
  return parsed.cents;
});

export const menuPriceSchema = z
  .object({
    ...perLangShape("label", optionalText(menuLimits.labelMax, "labelTooLong")),
    eur: euroPriceSchema,
  })
  .transform(({ eur, ...labels }) => ({ ...labels, cents: eur }));

/**
 * A list of marks (dietary-marks.ts): ticked checkboxes arrive as one value or several, none as
 * nothing; an unknown code is refused, repeats are dropped and the list's order kept.
 */
const markList = <const T extends readonly [string, ...string[]]>(codes: T, unknown: MenuMessageCode) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(codes, { error: unknown }), { error: "invalid" }),
  );

export const menuItemSchema = z
  .object({
    /** The item's id when it already exists (the editor sends it back); absent for a new one. */
    id: z.coerce.number({ error: "invalid" }).int("invalid").positive("invalid").optional(),
    ...requiredPerLangShape("name", requiredText(menuLimits.nameMax, "nameRequired", "nameTooLong"), optionalText(menuLimits.nameMax, "nameTooLong")),
    ...perLangShape("description", optionalText(menuLimits.descriptionMax, "descriptionTooLong")),
    prices: z
      .array(menuPriceSchema, { error: "pricesRequired" })
      .min(1, "pricesRequired")
      .max(menuLimits.pricesPerItemMax, "tooManyPrices"),
    diets: markList(dietCodes, "unknownDiet").transform(orderedDiets),
    allergens: markList(allergenCodes, "unknownAllergen").transform(orderedAllergens),
  })
  .superRefine((item, ctx) => {
    // A vegan dish with milk, a gluten-free one with gluten: one of the two marks is wrong.
    for (const diet of item.diets) {
      if (dietExcludes[diet]?.some((a) => item.allergens.includes(a))) {
        ctx.addIssue({ code: "custom", message: "marksContradict", path: ["diets"] });
        break;
      }
    }
    // One price needs no name; several must say which is which (glass / bottle), at least in
    // the languages the menu must have.
    if (item.prices.length < 2) return;
    item.prices.forEach((price, i) => {
      for (const lang of requiredMenuLanguages) {
        if (!priceLabel(price, lang)) ctx.addIssue({ code: "custom", message: "labelRequired", path: ["prices", i, perLangKey("label", lang)] });
      }
    });
  });

export const menuItemsSchema = z
  .array(menuItemSchema, { error: "invalid" })
  .max(menuLimits.itemsPerCardMax, "tooManyItems");

export const menuCardTitlesSchema = z.object(
  requiredPerLangShape("title", requiredText(menuLimits.titleMax, "titleRequired", "titleTooLong"), optionalText(menuLimits.titleMax, "titleTooLong")),
);

export const menuCardSchema = z.object({
  id: z.enum(menuCardIds, { error: "unknownCard" }),
  ...menuCardTitlesSchema.shape,
  items: menuItemsSchema,
});

/** The whole menu, as content/menu.json holds it: exactly the nine cards, in order. */
export const menuSchema = z
  .object({ cards: z.array(menuCardSchema, { error: "cardsOrder" }) })
  .refine((menu) => menu.cards.map((c) => c.id).join() === menuCardIds.join(), {
    message: "cardsOrder",
    path: ["cards"],
  });

export type MenuPrice = z.output<typeof menuPriceSchema>;
export type MenuItemDraft = z.output<typeof menuItemSchema>;
/** An item as stored: it always has its id. */
export type MenuItem = Omit<MenuItemDraft, "id"> & { id: number };
export type MenuCard = { id: MenuCardId; items: MenuItem[] } & PerLang<"title", string>;

/** A rule broken by what was sent, with its field path (Conform's notation) and its text in the owners' languages. */
export type MenuFieldError = { path: string; code: MenuMessageCode; message: OwnersDictionary<string> };

/** "items", 2, "prices", 0, "eur" → "items[2].prices[0].eur" */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
}

export function menuFieldErrors(error: z.ZodError, prefix: readonly PropertyKey[] = []): MenuFieldError[] {
  return error.issues.map((issue) => {
    const code = isMenuMessageCode(issue.message) ? issue.message : "invalid";
    return { path: formatPath([...prefix, ...issue.path]), code, message: menuMessage(code) };
  });
}

export function menuFieldError(path: string, code: MenuMessageCode): MenuFieldError {
  return { path, code, message: menuMessage(code) };
}

export function cardTitle(card: PerLang<"title", string>, lang: Lang): string {
  return localizedField(card, "title", lang);
}

/** A card's titles in every language, without the rest of the card. */
export function cardTitles(card: PerLang<"title", string>): PerLang<"title", string> {
  return perLangFields("title", (lang) => cardTitle(card, lang));
}

export function itemName(item: PerLang<"name", string>, lang: Lang): string {
  return localizedField(item, "name", lang);
}

export function itemDescription(item: PerLang<"description", string>, lang: Lang): string {
  return localizedField(item, "description", lang);
}

export function priceLabel(price: MenuPrice, lang: Lang): string {
  return localizedField(price, "label", lang);
}
