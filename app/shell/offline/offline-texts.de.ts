import type { offlineNotice, offlinePageTexts } from "./offline-texts.ts";

// German words of offline-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).

export const offlineNoticeDe = {
  notice: "Sie sind offline: Dies ist die Kopie von Ihrem letzten Besuch.",
} as const satisfies (typeof offlineNotice)["en"];

export const offlinePageTextsDe = {
  pageTitle: "Keine Verbindung — La Terraza Trinidad",
  heading: "Keine Verbindung",
  notSaved: "Sie sind offline, und diese Seite wurde bei Ihren früheren Besuchen nicht gespeichert.",
  savedPages: "Die Seiten, die Sie schon einmal geöffnet haben, können Sie auch offline lesen, ebenso die Speisekarte:",
  home: "Startseite",
  menu: "Speisekarte",
} as const satisfies (typeof offlinePageTexts)["en"];
