import { bilingual } from "#app/lib/bilingual.ts";

// Texts search engines, social cards and installed-app launchers show (docs/product.md §15.4).
export const seoTexts = bilingual({
  en: {
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
  },
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
});
