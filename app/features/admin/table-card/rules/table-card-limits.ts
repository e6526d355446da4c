// The table card's rules (docs/owners-guide.md, "Table card"): one source for its form, its PDF route,
// its renderer and its tests.
import { languages, type Lang } from "#app/lib/lang.ts";

/** How a guest's phone joins the network: the `T:` of the Wi-Fi QR code ("nopass": an open network). */
export const wifiSecurities = ["WPA", "WEP", "nopass"] as const;
export type WifiSecurity = (typeof wifiSecurities)[number];

/** IEEE 802.11: a network name (SSID) is at most 32 bytes (UTF-8: an accented letter takes two). */
export const WIFI_NAME_MAX_BYTES = 32;
/** WPA/WPA2/WPA3 personal: a passphrase of 8 to 63 characters. */
export const WPA_PASSWORD_MIN = 8;
export const WPA_PASSWORD_MAX = 63;
/** WEP: a key of 5 or 13 characters, or 10 or 26 hexadecimal digits. */
export const WEP_KEY_LENGTHS = [5, 13] as const;
export const WEP_HEX_KEY_LENGTHS = [10, 26] as const;
/** The form's body: three short fields; anything larger is no form of ours. */
export const TABLE_CARD_FORM_MAX_BYTES = 4 * 1024;

/** Paper sizes offered (portrait; pdfkit's names). */
export const tableCardSizes = ["A5", "A6"] as const;
export type TableCardSize = (typeof tableCardSizes)[number];

/** Where the owners' meta facts of the card live (db/schema.ts `meta`): never read by a public page. */
export const tableCardMetaKeys = {
  ssid: "table-card.wifi.ssid",
  security: "table-card.wifi.security",
  password: "table-card.wifi.password",
} as const;

/** The download's file name, which is also its address below /admin/table-card/: "table-card-es-a6.pdf". */
export function tableCardFileName(lang: Lang, size: TableCardSize): string {
  return `table-card-${lang}-${size.toLowerCase()}.pdf`;
}

/** The language and size a file name asks for, or null when it names no card we draw. */
export function parseTableCardFileName(file: string): { lang: Lang; size: TableCardSize } | null {
  for (const lang of languages) for (const size of tableCardSizes) if (tableCardFileName(lang, size) === file) return { lang, size };
  return null;
}
