// A schema check of the menu's JSON-LD (docs/product.md §14.6): the schema.org Menu, its sections,
// items and offers with exactly the properties schema.org defines for them that the site uses,
// prices as schema.org wants them ("8.50", no symbol), availability one of schema.org's
// ItemAvailability values. Strict: a misspelt or unknown property fails.
import { z } from "zod";

const itemAvailability = z.enum([
  "https://schema.org/InStock",
  "https://schema.org/OutOfStock",
  "https://schema.org/SoldOut",
  "https://schema.org/LimitedAvailability",
  "https://schema.org/Discontinued",
  "https://schema.org/PreOrder",
]);

const offer = z.strictObject({
  "@type": z.literal("Offer"),
  name: z.string().min(1).optional(),
  price: z.string().regex(/^\d+\.\d{2}$/),
  priceCurrency: z.literal("EUR"),
  availability: itemAvailability.optional(),
});

/** The RestrictedDiet values the menu's marks map to (docs/product.md §14.10). */
const restrictedDiet = z.enum(["https://schema.org/VegetarianDiet", "https://schema.org/VeganDiet", "https://schema.org/GlutenFreeDiet"]);

const menuItem = z.strictObject({
  "@type": z.literal("MenuItem"),
  name: z.string().min(1),
  description: z.string().min(1).optional(),
  suitableForDiet: z.array(restrictedDiet).min(1).optional(),
  offers: z.array(offer).min(1),
});

const menuSection = z.strictObject({
  "@type": z.literal("MenuSection"),
  name: z.string().min(1),
  hasMenuItem: z.array(menuItem),
});

export const menuJsonLdSchema = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("Menu"),
  "@id": z.url(),
  name: z.string().min(1),
  url: z.url(),
  inLanguage: z.enum(["en", "es"]),
  hasMenuSection: z.array(menuSection).min(1),
});

export type MenuJsonLd = z.output<typeof menuJsonLdSchema>;

/** The page's Menu JSON-LD, checked against the schema (throws with the properties at fault). */
export function menuJsonLdOf(html: string): MenuJsonLd {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { "@type"?: string });
  return menuJsonLdSchema.parse(blocks.find((b) => b["@type"] === "Menu"));
}
