import type { carouselTexts, slideWords } from "./carousel-texts.ts";

// Russian words of carousel-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const carouselTextsRu = {
  carousel: "карусель",
  slide: "слайд",
  previous: "Предыдущее фото",
  next: "Следующее фото",
  pause: "Остановить показ фото",
  play: "Запустить показ фото",
  indicators: "Выбрать фото",
} as const satisfies (typeof carouselTexts)["en"];

/** "2 из 5": no plural form is needed ("из" takes the number as it is). */
export const slideWordsRu = {
  slideOf: (n: number, total: number) => `${n} из ${total}`,
  showSlide: (n: number, total: number) => `Показать фото ${n} из ${total}`,
} satisfies (typeof slideWords)["en"];
