import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { cardWordsFr } from "./card-words.fr.ts";
import { cardWordsDe } from "./card-words.de.ts";
import { cardWordsIt } from "./card-words.it.ts";
import { cardWordsRu } from "./card-words.ru.ts";

// The printed table card's own words (table-card-pdf.server.ts): one card per guest language, so
// typed over the guests' languages, not the owners' (docs/decisions/0031-languages-as-data.md).
// The guests' Spanish is in usted, as on the card before.

// The English words give the dictionary's type: the translations beside it are checked against
// it, so it must not be inferred from them.
const cardWordsEn = {
  cardMenu: "Our menu",
  cardScanMenu: "Scan to see the menu",
  cardWifi: "Free Wi-Fi",
  cardScanWifi: "Scan to join",
  cardNetwork: "Network",
  cardPassword: "Password",
  cardOpenNetwork: "Open network, no password",
} as const;

export const cardWords: Dictionary<{ readonly [K in keyof typeof cardWordsEn]: string }> = bilingual({
  en: cardWordsEn,
  es: {
    cardMenu: "Nuestra carta",
    cardScanMenu: "Escanee para ver la carta",
    cardWifi: "Wifi gratis",
    cardScanWifi: "Escanee para conectarse",
    cardNetwork: "Red",
    cardPassword: "Contraseña",
    cardOpenNetwork: "Red abierta, sin contraseña",
  },
  fr: cardWordsFr,
  de: cardWordsDe,
  it: cardWordsIt,
  ru: cardWordsRu,
});
