import { languages, type Lang } from "#app/lib/lang.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";

// What one version of the restaurant's facts changed from the one before it, field by field, as
// the owners' list of earlier versions names it (docs/owners-guide.md, "Restaurant details").

/** One field as the owners' form shows it; the opening line is one field per language. */
export type FactsField =
  | "name"
  | "legalName"
  | "address.street"
  | "address.locality"
  | "address.region"
  | "address.country"
  | "address.countryCode"
  | "geo.latitude"
  | "geo.longitude"
  | "phone"
  | "whatsapp"
  | "email"
  | `opening.${Lang}`
  | "priceRange"
  | "sisterSites"
  | "reviewPages"
  | "servesCuisine";

/**
 * How each field is read from the facts, in the form's order. A Record over every FactsField, so a
 * field added to the type without a reading does not compile; facts-changes.test.ts checks that
 * every value in SiteFacts is read by some field.
 */
const readings: { readonly [F in FactsField]: (facts: SiteFacts) => unknown } = {
  name: (f) => f.name,
  legalName: (f) => f.legalName,
  "address.street": (f) => f.address.street,
  "address.locality": (f) => f.address.locality,
  "address.region": (f) => f.address.region,
  "address.country": (f) => f.address.country,
  "address.countryCode": (f) => f.address.countryCode,
  "geo.latitude": (f) => f.geo.latitude,
  "geo.longitude": (f) => f.geo.longitude,
  phone: (f) => f.phone,
  whatsapp: (f) => f.whatsapp,
  email: (f) => f.email,
  ...(Object.fromEntries(languages.map((lang) => [`opening.${lang}`, (f: SiteFacts) => f.opening[lang]])) as Record<`opening.${Lang}`, (facts: SiteFacts) => unknown>),
  priceRange: (f) => f.priceRange,
  sisterSites: (f) => f.sisterSites,
  reviewPages: (f) => f.reviewPages,
  servesCuisine: (f) => f.servesCuisine,
};

/** Every field, in the form's order. */
export const factsFields = Object.keys(readings) as readonly FactsField[];

/** The fields whose value differs between two versions, in the form's order (a list compares as a whole, order included). */
export function changedFacts(before: SiteFacts, after: SiteFacts): FactsField[] {
  return factsFields.filter((field) => JSON.stringify(readings[field](before)) !== JSON.stringify(readings[field](after)));
}
