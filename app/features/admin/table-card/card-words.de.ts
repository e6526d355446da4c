import type { cardWords } from "./card-words.ts";

// German words of card-words.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const cardWordsDe = {
  cardMenu: "Unsere Speisekarte",
  cardScanMenu: "Scannen Sie, um die Speisekarte zu sehen",
  cardWifi: "Kostenloses WLAN",
  cardScanWifi: "Scannen Sie, um sich zu verbinden",
  cardNetwork: "Netzwerk",
  cardPassword: "Passwort",
  cardOpenNetwork: "Offenes Netzwerk, kein Passwort",
} as const satisfies (typeof cardWords)["en"];
