import type { layoutTexts } from "./layout-texts.ts";

// German words of layout-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const layoutTextsDe = {
  skipToContent: "Zum Inhalt springen",
  hoursTitle: "Öffnungszeiten",
  findUs: "So finden Sie uns",
  contactTitle: "Kontakt",
  phone: "Telefon",
  email: "E-Mail",
  rights: "Alle Rechte vorbehalten.",
  backToTop: "Nach oben",
  scheduleNotice: "Hinweis zu den Öffnungszeiten",
} as const satisfies (typeof layoutTexts)["en"];
