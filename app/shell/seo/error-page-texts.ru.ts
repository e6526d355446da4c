import type { errorPageTexts } from "./error-page-texts.ts";

// Russian words of error-page-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const errorPageTextsRu = {
  notFoundHeading: "404 - Страница не найдена",
  errorHeading: "Что-то пошло не так. Попробуйте ещё раз чуть позже.",
} as const satisfies (typeof errorPageTexts)["en"];
