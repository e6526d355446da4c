import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";
import type { Lang } from "#app/lib/lang.ts";
import { carouselTextsFr, slideWordsFr } from "./carousel-texts.fr.ts";
import { carouselTextsDe, slideWordsDe } from "./carousel-texts.de.ts";
import { carouselTextsIt, slideWordsIt } from "./carousel-texts.it.ts";
import { carouselTextsRu, slideWordsRu } from "./carousel-texts.ru.ts";

const carouselTextsEn = {
  carousel: "carousel",
  slide: "slide",
  previous: "Previous photo",
  next: "Next photo",
  pause: "Pause the slideshow",
  play: "Play the slideshow",
  indicators: "Choose a photo",
} as const;

export const carouselTexts: Dictionary<WordsOf<typeof carouselTextsEn>> = bilingual({
  en: carouselTextsEn,
  es: {
    carousel: "carrusel",
    slide: "diapositiva",
    previous: "Foto anterior",
    next: "Foto siguiente",
    pause: "Pausar el pase de fotos",
    play: "Reproducir el pase de fotos",
    indicators: "Elegir una foto",
  },
  fr: carouselTextsFr,
  de: carouselTextsDe,
  it: carouselTextsIt,
  ru: carouselTextsRu,
});

type SlideWords = { slideOf: (n: number, total: number) => string; showSlide: (n: number, total: number) => string };

export const slideWords: Dictionary<SlideWords> = {
  en: { slideOf: (n, total) => `${n} of ${total}`, showSlide: (n, total) => `Show photo ${n} of ${total}` },
  es: { slideOf: (n, total) => `${n} de ${total}`, showSlide: (n, total) => `Mostrar la foto ${n} de ${total}` },
  fr: slideWordsFr,
  de: slideWordsDe,
  it: slideWordsIt,
  ru: slideWordsRu,
};

/** "2 of 5" / "2 de 5": the name of a slide and, with a verb, of its indicator. */
export function slideOf(lang: Lang, n: number, total: number): string {
  return slideWords[lang].slideOf(n, total);
}

export function showSlide(lang: Lang, n: number, total: number): string {
  return slideWords[lang].showSlide(n, total);
}
