import type { errorPageTexts } from "./error-page-texts.ts";

// French words of error-page-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const errorPageTextsFr = {
  notFoundHeading: "404 - Page introuvable",
  errorHeading: "Un problème est survenu. Veuillez réessayer dans un instant.",
} as const satisfies (typeof errorPageTexts)["en"];
