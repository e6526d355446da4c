import type { carouselTexts, slideWords } from "./carousel-texts.ts";

// Italian words of carousel-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const carouselTextsIt = {
  carousel: "carosello",
  slide: "diapositiva",
  previous: "Foto precedente",
  next: "Foto successiva",
  pause: "Metti in pausa le foto",
  play: "Avvia le foto",
  indicators: "Scegli una foto",
} as const satisfies (typeof carouselTexts)["en"];

/** "2 di 5": the name of a slide and, with a verb, of its indicator. */
export const slideWordsIt = {
  slideOf: (n, total) => `${n} di ${total}`,
  showSlide: (n, total) => `Mostra la foto ${n} di ${total}`,
} satisfies (typeof slideWords)["en"];
