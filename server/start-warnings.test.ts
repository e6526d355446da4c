import { describe, expect, it } from "vitest";
import { startWarnings } from "./start-warnings.ts";

const live = { NODE_ENV: "production", SITE_URL: "https://www.laterrazatrinidad.com", SMTP_URL: "smtp://web:secret@smtp.example.com:587" } as const;
const codes = (cfg: Parameters<typeof startWarnings>[0]) => startWarnings(cfg, "/var/lib/terraza/mail").map((w) => w.code);

describe("startWarnings", () => {
  it("says nothing about a site with a public https address and a mail server", () => {
    expect(codes(live)).toEqual([]);
  });

  it("warns about a loopback SITE_URL, a plain-HTTP one, and mail written to files, one warning each", () => {
    expect(codes({ ...live, SITE_URL: "http://localhost:3000" })).toEqual(["site-url-loopback"]);
    expect(codes({ ...live, SITE_URL: "https://127.0.0.1" })).toEqual(["site-url-loopback"]);
    expect(codes({ ...live, SITE_URL: "http://www.laterrazatrinidad.com" })).toEqual(["site-url-plain-http"]);
    expect(codes({ ...live, SMTP_URL: undefined })).toEqual(["mail-to-files"]);
    expect(codes({ ...live, SITE_URL: "http://localhost:3000", SMTP_URL: undefined })).toEqual(["site-url-loopback", "mail-to-files"]);
  });

  it("names the address, the mail folder and the docs' section", () => {
    const [url, mail] = startWarnings({ ...live, SITE_URL: "http://localhost:3000", SMTP_URL: undefined }, "/var/lib/terraza/mail");
    expect(url?.message).toContain("http://localhost:3000");
    expect(url?.message).toContain("docs/operations.md §1");
    expect(mail?.message).toContain("/var/lib/terraza/mail");
    expect(mail?.message).toContain("docs/operations.md §9");
  });

  it("warns only in production: development runs on localhost and writes mail to files on purpose", () => {
    expect(codes({ ...live, NODE_ENV: "development", SITE_URL: "http://localhost:3000", SMTP_URL: undefined })).toEqual([]);
    expect(codes({ ...live, NODE_ENV: "test", SITE_URL: "http://localhost:3000", SMTP_URL: undefined })).toEqual([]);
  });
});
