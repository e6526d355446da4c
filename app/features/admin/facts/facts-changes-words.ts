import { fill } from "#app/lib/fill.ts";
import { languageNames } from "#app/lib/language-names.ts";
import { languages, type OwnerLang } from "#app/lib/lang.ts";
import type { FactsField } from "#app/features/facts/rules/facts-changes.ts";
import type { AdminTextKey } from "../shell/dictionary.ts";

// The owners' words for what a version of the restaurant's details changed (Restaurant details'
// list of earlier versions): each field named by its label on the form, in the owners' language.

type Words = { readonly [K in AdminTextKey]: string };

/** Each field's name: the form's label (the address's lines, the coordinates, each language's opening line apart). */
export function factsFieldNames(t: Words, lang: OwnerLang): Record<FactsField, string> {
  const names = languageNames(lang);
  return {
    name: t.factsName,
    legalName: t.factsLegalName,
    "address.street": t.factsStreet,
    "address.locality": t.factsLocality,
    "address.region": t.factsRegion,
    "address.country": t.factsCountry,
    "address.countryCode": t.factsCountryCode,
    "geo.latitude": t.factsLatitude,
    "geo.longitude": t.factsLongitude,
    phone: t.factsPhone,
    whatsapp: t.factsWhatsapp,
    email: t.factsEmail,
    ...(Object.fromEntries(languages.map((lang) => [`opening.${lang}`, fill(t.factsOpening, { language: names[lang] })])) as Record<`opening.${(typeof languages)[number]}`, string>),
    priceRange: t.factsPriceRange,
    sisterSites: t.factsSisterSection,
    reviewPages: t.factsReviewSection,
    servesCuisine: t.factsCuisine,
  };
}

/**
 * The line under a version: "Changed: Phone, WhatsApp." — or, for the site's first version (no
 * version before it), "The first version."; null when nothing the owners see changed.
 */
export function factsChangesLine(changed: readonly FactsField[] | null, t: Words, lang: OwnerLang): string | null {
  if (changed === null) return t.factsFirstVersion;
  if (changed.length === 0) return null;
  const names = factsFieldNames(t, lang);
  return fill(t.factsChanges, { fields: changed.map((field) => names[field]).join(", ") });
}
