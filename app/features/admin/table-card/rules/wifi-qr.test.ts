import { describe, expect, it } from "vitest";
import { escapeWifiField, wifiQrString } from "./wifi-qr.ts";

describe("the Wi-Fi QR code's text", () => {
  it("is WIFI:T:…;S:…;P:…;; for a protected network", () => {
    expect(wifiQrString({ ssid: "La Terraza", security: "WPA", password: "mojito2026" })).toBe("WIFI:T:WPA;S:La Terraza;P:mojito2026;;");
    expect(wifiQrString({ ssid: "Viejo", security: "WEP", password: "abcde" })).toBe("WIFI:T:WEP;S:Viejo;P:abcde;;");
  });

  it("has no password for an open network", () => {
    expect(wifiQrString({ ssid: "Terraza Libre", security: "nopass", password: "" })).toBe("WIFI:T:nopass;S:Terraza Libre;;");
  });

  it("puts a backslash before each of \\ ; , : and \" in names and passwords", () => {
    expect(escapeWifiField("a;b")).toBe("a\\;b");
    expect(escapeWifiField("a,b")).toBe("a\\,b");
    expect(escapeWifiField("a:b")).toBe("a\\:b");
    expect(escapeWifiField("a\\b")).toBe("a\\\\b");
    expect(escapeWifiField('a"b')).toBe('a\\"b');
    expect(escapeWifiField("ñandú & café!")).toBe("ñandú & café!");
    expect(wifiQrString({ ssid: 'Bar;"Sol",1:2\\', security: "WPA", password: 'p;a,s:s\\"w' })).toBe(
      'WIFI:T:WPA;S:Bar\\;\\"Sol\\"\\,1\\:2\\\\;P:p\\;a\\,s\\:s\\\\\\"w;;',
    );
  });

  it("escapes a backslash once, not again after the other escapes", () => {
    expect(escapeWifiField("\\;")).toBe("\\\\\\;");
    expect(escapeWifiField(";;")).toBe("\\;\\;");
  });
});
