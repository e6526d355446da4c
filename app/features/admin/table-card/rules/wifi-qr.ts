// The text of a QR code that joins a Wi-Fi network, in the format phones read (ZXing's
// "WIFI:" format, read by the cameras of Android and iOS): WIFI:T:<type>;S:<name>;P:<password>;;
import type { WifiSecurity } from "./table-card-limits.ts";

export type WifiNetwork = { ssid: string; security: WifiSecurity; password: string };

/** The format's special characters (\ ; , : ") are written with a backslash before them. */
export function escapeWifiField(value: string): string {
  return value.replace(/[\\;,:"]/g, (c) => `\\${c}`);
}

/** The QR code's text: an open network has no password field. */
export function wifiQrString({ ssid, security, password }: WifiNetwork): string {
  const parts = [`T:${security}`, `S:${escapeWifiField(ssid)}`];
  if (security !== "nopass") parts.push(`P:${escapeWifiField(password)}`);
  return `WIFI:${parts.join(";")};;`;
}
