import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";
import { seoTextsFr } from "./seo-texts.fr.ts";
import { seoTextsDe } from "./seo-texts.de.ts";
import { seoTextsIt } from "./seo-texts.it.ts";
import { seoTextsRu } from "./seo-texts.ru.ts";

const seoTextsEn = {
  description: "Rooftop tapas restaurant-bar in Trinidad, Cuba: tapas, Cuban and Spanish dishes, homemade desserts and cocktails.",
  tagline: "Rooftop tapas bar · Trinidad, Cuba",
  "page-home": "Tapas and cocktails on the rooftop",
  "page-photos": "Our dishes and cocktails",
  "page-menu": "Menu card",
  "page-about": "Our family",
  "image-alt": "La Terraza Trinidad, rooftop tapas bar in Trinidad, Cuba",
  "open-every-day": "Open every day",
  "cuisine-Tapas": "Tapas",
  "cuisine-Spanish": "Spanish",
  "cuisine-Cuban": "Cuban",
} as const;

// Texts search engines, social cards and installed-app launchers show (docs/product.md §15.4).
export const seoTexts: Dictionary<WordsOf<typeof seoTextsEn>> = bilingual({
  en: seoTextsEn,
  es: {
    description: "Restaurante-bar de tapas en una azotea de Trinidad, Cuba: tapas, platos cubanos y españoles, postres caseros y cócteles.",
    tagline: "Bar de tapas en la azotea · Trinidad, Cuba",
    "page-home": "Tapas y cócteles en la azotea",
    "page-photos": "Nuestros platos y cócteles",
    "page-menu": "Carta",
    "page-about": "Nuestra familia",
    "image-alt": "La Terraza Trinidad, bar de tapas en una azotea de Trinidad, Cuba",
    "open-every-day": "Abierto todos los días",
    "cuisine-Tapas": "Tapas",
    "cuisine-Spanish": "Española",
    "cuisine-Cuban": "Cubana",
  },
  fr: seoTextsFr,
  de: seoTextsDe,
  it: seoTextsIt,
  ru: seoTextsRu,
});
