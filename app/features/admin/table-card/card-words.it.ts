import type { cardWords } from "./card-words.ts";

// Italian words of card-words.ts, the card on the guests' tables (first translation, awaiting
// the owners' approval: docs/translations/it.md), in "voi" as the whole guests' site.
export const cardWordsIt = {
  cardMenu: "Il nostro menu",
  cardScanMenu: "Inquadrate per vedere il menu",
  cardWifi: "Wi-Fi gratuito",
  cardScanWifi: "Inquadrate per connettervi",
  cardNetwork: "Rete",
  cardPassword: "Password",
  cardOpenNetwork: "Rete aperta, senza password",
} as const satisfies (typeof cardWords)["en"];
