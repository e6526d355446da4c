import type { seoTexts } from "./seo-texts.ts";

// French words of seo-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md). The web manifest (web-manifest.ts) and the schema.org Restaurant
// (restaurant-schema.ts) take their words from here; schema.org's day names stay English.
export const seoTextsFr = {
  description: "Restaurant-bar à tapas sur un toit-terrasse à Trinidad, Cuba : tapas, plats cubains et espagnols, desserts maison et cocktails.",
  tagline: "Bar à tapas sur le toit · Trinidad, Cuba",
  "page-home": "Tapas et cocktails sur le toit-terrasse",
  "page-photos": "Nos plats et nos cocktails",
  "page-menu": "La carte",
  "page-about": "Notre famille",
  "image-alt": "La Terraza Trinidad, bar à tapas sur un toit-terrasse à Trinidad, Cuba",
  "open-every-day": "Ouvert tous les jours",
  "cuisine-Tapas": "Tapas",
  "cuisine-Spanish": "Espagnole",
  "cuisine-Cuban": "Cubaine",
} as const satisfies (typeof seoTexts)["en"];
