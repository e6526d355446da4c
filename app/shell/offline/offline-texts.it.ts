import type { offlineNotice, offlinePageTexts } from "./offline-texts.ts";

// Italian words of offline-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const offlineNoticeIt = {
  notice: "Siete offline: questa è la copia salvata durante la vostra ultima visita.",
} as const satisfies (typeof offlineNotice)["en"];

export const offlinePageTextsIt = {
  pageTitle: "Nessuna connessione — La Terraza Trinidad",
  heading: "Nessuna connessione",
  notSaved: "Siete offline e questa pagina non è stata salvata durante le vostre visite precedenti.",
  savedPages: "Le pagine che avete già aperto si possono leggere anche offline, e così pure il menu:",
  home: "Home",
  menu: "Il menu",
} as const satisfies (typeof offlinePageTexts)["en"];
