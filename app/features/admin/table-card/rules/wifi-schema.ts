import { z } from "#app/zod.ts";
import type { AdminTextCode } from "#app/features/admin/shell/admin-issues.ts";
import { WEP_HEX_KEY_LENGTHS, WEP_KEY_LENGTHS, WIFI_NAME_MAX_BYTES, WPA_PASSWORD_MAX, WPA_PASSWORD_MIN, wifiSecurities } from "./table-card-limits.ts";

type Code = AdminTextCode;

// Kept exactly as typed (no trimming): a space is a valid part of a network name or password,
// and the QR code must carry what the router expects.
/** Line breaks and other control characters: no router takes them, and they would break the card's text. */
const controlCharacter = { test: (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) };
/** How the network name's limit counts: UTF-8 bytes, untrimmed (the form's counter counts the same way). */
export const wifiNameBytes = (s: string) => new TextEncoder().encode(s).length;
/** How the WPA passphrase's limits count: characters as typed, untrimmed. */
export const wifiPasswordLength = (s: string) => [...s].length;
const hex = /^[0-9a-f]+$/i;

/**
 * The table card's Wi-Fi form. An empty network name (and password) takes the Wi-Fi off the
 * card. Browser and action run it; its messages are codes of the owners' dictionary.
 */
export const wifiSchema = z
  .object({
    ssid: z.string().optional(),
    security: z.enum(wifiSecurities, { error: "wifiSecurityChoose" satisfies Code }),
    password: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const ssid = v.ssid ?? "";
    const password = v.password ?? "";
    const issue = (path: "ssid" | "password", message: Code, params?: Record<string, number>) =>
      ctx.addIssue({ code: "custom", path: [path], message, params });
    if (controlCharacter.test(ssid)) issue("ssid", "wifiBadCharacter");
    else if (wifiNameBytes(ssid) > WIFI_NAME_MAX_BYTES) issue("ssid", "wifiNameTooLong", { n: WIFI_NAME_MAX_BYTES });
    if (!ssid) {
      if (password) issue("ssid", "wifiNameMissing");
      return;
    }
    if (controlCharacter.test(password)) return issue("password", "wifiBadCharacter");
    const length = wifiPasswordLength(password);
    if (v.security === "nopass") {
      if (password) issue("password", "wifiOpenNoPassword");
    } else if (v.security === "WPA") {
      if (length < WPA_PASSWORD_MIN || length > WPA_PASSWORD_MAX) issue("password", "wifiWpaLength", { min: WPA_PASSWORD_MIN, max: WPA_PASSWORD_MAX });
    } else {
      const ok = (WEP_KEY_LENGTHS as readonly number[]).includes(length) || ((WEP_HEX_KEY_LENGTHS as readonly number[]).includes(length) && hex.test(password));
      if (!ok) issue("password", "wifiWepLength", { short: WEP_KEY_LENGTHS[0], long: WEP_KEY_LENGTHS[1], hexShort: WEP_HEX_KEY_LENGTHS[0], hexLong: WEP_HEX_KEY_LENGTHS[1] });
    }
  })
  .transform((v) => {
    const ssid = v.ssid ?? "";
    return ssid ? { ssid, security: v.security, password: v.security === "nopass" ? "" : (v.password ?? "") } : null;
  });

/** What the form saves: a network, or null for a card without Wi-Fi. */
export type WifiSettings = z.output<typeof wifiSchema>;
