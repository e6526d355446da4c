import type { notFoundTexts } from "./not-found-texts.ts";

// German words of not-found-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const notFoundTextsDe = {
  backHome: "Zurück zur Startseite",
  seeMenu: "Zur Speisekarte",
} as const satisfies (typeof notFoundTexts)["en"];
