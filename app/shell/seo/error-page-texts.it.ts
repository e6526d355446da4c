import type { errorPageTexts } from "./error-page-texts.ts";

// Italian words of error-page-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const errorPageTextsIt = {
  notFoundHeading: "404 - Pagina non trovata",
  errorHeading: "Qualcosa è andato storto. Riprovate tra un momento.",
} as const satisfies (typeof errorPageTexts)["en"];
