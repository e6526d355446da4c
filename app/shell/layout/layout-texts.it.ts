import type { layoutTexts } from "./layout-texts.ts";

// Italian words of layout-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const layoutTextsIt = {
  skipToContent: "Vai al contenuto",
  hoursTitle: "Orari di apertura",
  findUs: "Dove siamo",
  contactTitle: "Contatti",
  phone: "Telefono",
  email: "E-mail",
  rights: "Tutti i diritti riservati.",
  backToTop: "Torna su",
  scheduleNotice: "Avviso sugli orari",
} as const satisfies (typeof layoutTexts)["en"];
