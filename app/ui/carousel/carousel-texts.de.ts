import type { carouselTexts, slideWords } from "./carousel-texts.ts";

// German words of carousel-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).

export const carouselTextsDe = {
  carousel: "Karussell",
  slide: "Bild",
  previous: "Vorheriges Foto",
  next: "Nächstes Foto",
  pause: "Diashow anhalten",
  play: "Diashow abspielen",
  indicators: "Foto auswählen",
} as const satisfies (typeof carouselTexts)["en"];

export const slideWordsDe: (typeof slideWords)["en"] = {
  slideOf: (n, total) => `${n} von ${total}`,
  showSlide: (n, total) => `Foto ${n} von ${total} zeigen`,
};
