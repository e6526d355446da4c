import type { cardWords } from "./card-words.ts";

// French words of card-words.ts, the card printed for the guests' tables (first translation,
// awaiting the owners' approval: docs/translations/fr.md). The guest is addressed as "vous".
export const cardWordsFr = {
  cardMenu: "Notre carte",
  cardScanMenu: "Scannez pour voir la carte",
  cardWifi: "Wi-Fi gratuit",
  cardScanWifi: "Scannez pour vous connecter",
  cardNetwork: "Réseau",
  cardPassword: "Mot de passe",
  cardOpenNetwork: "Réseau ouvert, sans mot de passe",
} as const satisfies (typeof cardWords)["en"];
