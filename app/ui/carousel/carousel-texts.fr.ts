import type { carouselTexts, slideWords } from "./carousel-texts.ts";

// French words of carousel-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const carouselTextsFr = {
  carousel: "carrousel",
  slide: "diapositive",
  previous: "Photo précédente",
  next: "Photo suivante",
  pause: "Mettre le diaporama en pause",
  play: "Lancer le diaporama",
  indicators: "Choisir une photo",
} as const satisfies (typeof carouselTexts)["en"];

export const slideWordsFr: (typeof slideWords)["en"] = {
  slideOf: (n, total) => `${n} sur ${total}`,
  showSlide: (n, total) => `Afficher la photo ${n} sur ${total}`,
};
