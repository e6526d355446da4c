import type { seoTexts } from "./seo-texts.ts";

// Italian words of seo-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). The web manifest (web-manifest.ts) and the schema.org Restaurant
// (restaurant-schema.ts) take their words from here.
export const seoTextsIt = {
  description:
    "Ristorante-bar di tapas su una terrazza sui tetti di Trinidad, Cuba: tapas, piatti cubani e spagnoli, dolci fatti in casa e cocktail.",
  tagline: "Tapas bar in terrazza · Trinidad, Cuba",
  "page-home": "Tapas e cocktail sulla terrazza",
  "page-photos": "I nostri piatti e cocktail",
  "page-menu": "Il menu",
  "page-about": "La nostra famiglia",
  "image-alt": "La Terraza Trinidad, tapas bar su una terrazza sui tetti di Trinidad, Cuba",
  "open-every-day": "Aperto tutti i giorni",
  "cuisine-Tapas": "Tapas",
  "cuisine-Spanish": "Spagnola",
  "cuisine-Cuban": "Cubana",
} as const satisfies (typeof seoTexts)["en"];
