import type { errorPageTexts } from "./error-page-texts.ts";

// German words of error-page-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const errorPageTextsDe = {
  notFoundHeading: "404 - Seite nicht gefunden",
  errorHeading: "Etwas ist schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
} as const satisfies (typeof errorPageTexts)["en"];
