import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { OwnerLang } from "#app/lib/lang.ts";
import { adminText } from "#app/features/admin/shell/dictionary.ts";
import { adminIssueTexts } from "#app/features/admin/shell/admin-issues.ts";
import { WIFI_NAME_MAX_BYTES, WPA_PASSWORD_MAX, WPA_PASSWORD_MIN, parseTableCardFileName, tableCardFileName } from "./table-card-limits.ts";
import { wifiSchema } from "./wifi-schema.ts";

function check(fields: Record<string, string>, lang: OwnerLang = "en") {
  const form = new URLSearchParams(fields);
  return parseWithZod(form, { schema: wifiSchema, formatError: adminIssueTexts(adminText[lang]) });
}
const errorsOf = (fields: Record<string, string>, lang: OwnerLang = "en") => {
  const result = check(fields, lang);
  return result.status === "success" ? {} : (result.error ?? {});
};
const valueOf = (fields: Record<string, string>) => {
  const result = check(fields);
  if (result.status !== "success") throw new Error(JSON.stringify(result.error));
  return result.value;
};

describe("the table card's Wi-Fi form", () => {
  it("keeps name and password exactly as typed, spaces and signs included", () => {
    expect(valueOf({ ssid: " La Terraza;5G ", security: "WPA", password: ' p:a,s"s\\ ' })).toEqual({ ssid: " La Terraza;5G ", security: "WPA", password: ' p:a,s"s\\ ' });
  });

  it("takes the Wi-Fi off the card when the name and password are empty", () => {
    expect(valueOf({ ssid: "", security: "WPA", password: "" })).toBeNull();
    expect(errorsOf({ ssid: "", security: "WPA", password: "secret123" })).toEqual({ ssid: ["Enter the network name, or empty the password too."] });
  });

  it(`refuses a name over ${WIFI_NAME_MAX_BYTES} bytes, counting UTF-8 bytes, in the owner's language`, () => {
    expect(check({ ssid: "a".repeat(WIFI_NAME_MAX_BYTES), security: "nopass" }).status).toBe("success");
    expect(errorsOf({ ssid: "a".repeat(WIFI_NAME_MAX_BYTES + 1), security: "nopass" })).toEqual({
      ssid: [`Too long: a network name has at most ${WIFI_NAME_MAX_BYTES} bytes (an accented letter counts as two).`],
    });
    expect(Object.keys(errorsOf({ ssid: "ñ".repeat(WIFI_NAME_MAX_BYTES / 2 + 1), security: "nopass" }))).toEqual(["ssid"]);
    expect(errorsOf({ ssid: "a".repeat(40), security: "nopass" }, "es").ssid?.[0]).toMatch(/^Demasiado largo: .* 32 bytes/);
  });

  it(`wants a WPA password of ${WPA_PASSWORD_MIN} to ${WPA_PASSWORD_MAX} characters`, () => {
    const message = { password: [`A WPA password has ${WPA_PASSWORD_MIN} to ${WPA_PASSWORD_MAX} characters.`] };
    expect(errorsOf({ ssid: "x", security: "WPA", password: "a".repeat(WPA_PASSWORD_MIN - 1) })).toEqual(message);
    expect(errorsOf({ ssid: "x", security: "WPA", password: "a".repeat(WPA_PASSWORD_MAX + 1) })).toEqual(message);
    expect(errorsOf({ ssid: "x", security: "WPA" })).toEqual(message);
    expect(check({ ssid: "x", security: "WPA", password: "a".repeat(WPA_PASSWORD_MIN) }).status).toBe("success");
    expect(check({ ssid: "x", security: "WPA", password: "a".repeat(WPA_PASSWORD_MAX) }).status).toBe("success");
  });

  it("wants a WEP key of 5 or 13 characters, or 10 or 26 hexadecimal digits", () => {
    for (const password of ["abcde", "abcdefghijklm", "0123456789", "0123456789abcdef0123456789"]) expect(check({ ssid: "x", security: "WEP", password }).status).toBe("success");
    for (const password of ["abcdef", "ghijklmnop", "12345678"]) expect(Object.keys(errorsOf({ ssid: "x", security: "WEP", password }))).toEqual(["password"]);
  });

  it("wants no password for an open network, and knows only WPA, WEP and none", () => {
    expect(valueOf({ ssid: "Libre", security: "nopass" })).toEqual({ ssid: "Libre", security: "nopass", password: "" });
    expect(errorsOf({ ssid: "Libre", security: "nopass", password: "secret123" }, "es")).toEqual({ password: ["Una red abierta no tiene contraseña: vacíala o elige WPA."] });
    expect(errorsOf({ ssid: "x", security: "WPA3-Enterprise", password: "secret123" })).toEqual({ security: ["Choose the security of the network."] });
  });

  it("refuses line breaks and control characters", () => {
    expect(Object.keys(errorsOf({ ssid: "a\nb", security: "nopass" }))).toEqual(["ssid"]);
    expect(Object.keys(errorsOf({ ssid: "ab", security: "WPA", password: "secret\u0000123" }))).toEqual(["password"]);
  });
});

describe("the table card's files", () => {
  it("are one per language and size, and nothing else is one", () => {
    expect(tableCardFileName("es", "A6")).toBe("table-card-es-a6.pdf");
    expect(parseTableCardFileName("table-card-en-a5.pdf")).toEqual({ lang: "en", size: "A5" });
    expect(parseTableCardFileName("table-card-ru-a6.pdf")).toEqual({ lang: "ru", size: "A6" });
    for (const file of ["table-card-xx-a5.pdf", "table-card-en-a4.pdf", "table-card-en-A5.pdf", "../site.db", ""]) expect(parseTableCardFileName(file)).toBeNull();
  });
});
