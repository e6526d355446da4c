import type { Lang } from "#app/lib/lang.ts";
import type { CarouselWords } from "./carousel.tsx";
import { carouselTexts, showSlide, slideOf } from "./carousel-texts.ts";

/**
 * A carousel's words for `count` photos in one language, for its page's loader to send: the
 * carousel's script carries none (docs/decisions/0034-words-in-the-pages-language.md).
 */
export function carouselWords(lang: Lang, count: number): CarouselWords {
  return {
    ...carouselTexts[lang],
    slides: Array.from({ length: count }, (_, i) => ({ name: slideOf(lang, i + 1, count), show: showSlide(lang, i + 1, count) })),
  };
}
