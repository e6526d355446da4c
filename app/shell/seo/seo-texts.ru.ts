import type { seoTexts } from "./seo-texts.ts";

// Russian words of seo-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const seoTextsRu = {
  description: "Тапас-бар и ресторан на крыше в Тринидаде, Куба: тапас, кубинская и испанская кухня, домашние десерты и коктейли.",
  tagline: "Тапас-бар на крыше · Тринидад, Куба",
  "page-home": "Тапас и коктейли на крыше",
  "page-photos": "Наши блюда и коктейли",
  "page-menu": "Меню",
  "page-about": "Наша семья",
  "image-alt": "La Terraza Trinidad, тапас-бар на крыше в Тринидаде, Куба",
  "open-every-day": "Открыто ежедневно",
  "cuisine-Tapas": "Тапас",
  "cuisine-Spanish": "Испанская",
  "cuisine-Cuban": "Кубинская",
} as const satisfies (typeof seoTexts)["en"];
