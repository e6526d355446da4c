import { bilingual } from "../../lib/bilingual";

export const carouselTexts = bilingual({
  en: {
    carousel: "carousel",
    slide: "slide",
    previous: "Previous photo",
    next: "Next photo",
    pause: "Pause the slideshow",
    play: "Play the slideshow",
    indicators: "Choose a photo",
  },
  es: {
    carousel: "carrusel",
    slide: "diapositiva",
    previous: "Foto anterior",
    next: "Foto siguiente",
    pause: "Pausar el pase de fotos",
    play: "Reproducir el pase de fotos",
    indicators: "Elegir una foto",
  },
});

/** "2 of 5" / "2 de 5": the name of a slide and, with a verb, of its indicator. */
export function slideOf(lang: "en" | "es", n: number, total: number): string {
  return lang === "en" ? `${n} of ${total}` : `${n} de ${total}`;
}

export function showSlide(lang: "en" | "es", n: number, total: number): string {
  return lang === "en" ? `Show photo ${n} of ${total}` : `Mostrar la foto ${n} de ${total}`;
}
