import type { seoTexts } from "./seo-texts.ts";

// German words of seo-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const seoTextsDe = {
  description: "Tapas-Restaurant und Bar auf einer Dachterrasse in Trinidad, Kuba: Tapas, kubanische und spanische Gerichte, hausgemachte Desserts und Cocktails.",
  tagline: "Tapas-Bar auf der Dachterrasse · Trinidad, Kuba",
  "page-home": "Tapas und Cocktails auf der Dachterrasse",
  "page-photos": "Unsere Gerichte und Cocktails",
  "page-menu": "Speisekarte",
  "page-about": "Unsere Familie",
  "image-alt": "La Terraza Trinidad, Tapas-Bar auf einer Dachterrasse in Trinidad, Kuba",
  "open-every-day": "Täglich geöffnet",
  "cuisine-Tapas": "Tapas",
  "cuisine-Spanish": "Spanisch",
  "cuisine-Cuban": "Kubanisch",
} as const satisfies (typeof seoTexts)["en"];
