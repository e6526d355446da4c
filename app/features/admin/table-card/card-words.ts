import { bilingual } from "#app/lib/bilingual.ts";

// The printed table card's own words (table-card-pdf.server.ts): one card per guest language, so
// typed over the guests' languages, not the owners' (docs/decisions/0031-languages-as-data.md).
// The guests' Spanish is in usted, as on the card before.

export const cardWords = bilingual({
  en: {
    cardMenu: "Our menu",
    cardScanMenu: "Scan to see the menu",
    cardWifi: "Free Wi-Fi",
    cardScanWifi: "Scan to join",
    cardNetwork: "Network",
    cardPassword: "Password",
    cardOpenNetwork: "Open network, no password",
  },
  es: {
    cardMenu: "Nuestra carta",
    cardScanMenu: "Escanee para ver la carta",
    cardWifi: "Wifi gratis",
    cardScanWifi: "Escanee para conectarse",
    cardNetwork: "Red",
    cardPassword: "Contraseña",
    cardOpenNetwork: "Red abierta, sin contraseña",
  },
});
