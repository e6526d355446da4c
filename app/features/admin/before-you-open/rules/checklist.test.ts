import { describe, expect, it } from "vitest";
import { checkSite, checks, openCount, type CheckId, type SiteState } from "./checklist.ts";

/** A site with everything done. */
const ready: SiteState = {
  placeholderSlots: [],
  sampleFacts: [],
  menuChangedByOwner: true,
  smtpUrlSet: true,
  mailToSet: true,
  siteUrl: "https://www.laterrazatrinidad.com",
  telegramSet: true,
  lastOffsiteBackupAt: new Date("2026-11-28T03:40:00Z"),
};

const openIds = (state: SiteState): CheckId[] => checkSite(state).flatMap((r) => (r.open ? [r.id] : []));

describe("Before you open: each check's rule", () => {
  it("has nothing open on a site where everything is done", () => {
    expect(openIds(ready)).toEqual([]);
    expect(openCount(checkSite(ready))).toBe(0);
  });

  it("photos: open while a slot holds its placeholder, listing the slots in order", () => {
    const [photos] = checkSite({ ...ready, placeholderSlots: ["hero", "team-2"] });
    expect(photos).toEqual({ id: "photos", open: { id: "photos", slots: ["hero", "team-2"] } });
  });

  it("facts: open while a fact holds the sample's value, naming them", () => {
    expect(checkSite({ ...ready, sampleFacts: ["phone", "address"] }).find((r) => r.id === "facts")?.open).toEqual({ id: "facts", facts: ["phone", "address"] });
  });

  it("menu: open until an owner has saved a change", () => {
    expect(openIds({ ...ready, menuChangedByOwner: false })).toEqual(["menu"]);
  });

  it("mail: open without SMTP_URL, and without MAIL_TO, each on its own", () => {
    expect(openIds({ ...ready, smtpUrlSet: false })).toEqual(["smtp"]);
    expect(openIds({ ...ready, mailToSet: false })).toEqual(["mail-to"]);
  });

  it("site address: open on a loopback or plain-HTTP SITE_URL, saying which", () => {
    const siteUrl = (url: string) => checkSite({ ...ready, siteUrl: url }).find((r) => r.id === "site-url")?.open;
    expect(siteUrl("http://localhost:3000")).toEqual({ id: "site-url", url: "http://localhost:3000", problem: "loopback" });
    expect(siteUrl("http://www.laterrazatrinidad.com")).toEqual({ id: "site-url", url: "http://www.laterrazatrinidad.com", problem: "plain-http" });
    expect(siteUrl("https://www.laterrazatrinidad.com")).toBeNull();
  });

  it("off-site backup: open until one has succeeded", () => {
    expect(openIds({ ...ready, lastOffsiteBackupAt: null })).toEqual(["offsite-backup"]);
  });

  it("Telegram: open while it is not set", () => {
    expect(openIds({ ...ready, telegramSet: false })).toEqual(["telegram"]);
  });

  it("lists every check once, in the page's order, and counts the open ones", () => {
    expect(checks.map((c) => c.id)).toEqual(["photos", "facts", "menu", "smtp", "mail-to", "site-url", "offsite-backup", "telegram"]);
    const fresh: SiteState = {
      placeholderSlots: ["hero"],
      sampleFacts: ["phone"],
      menuChangedByOwner: false,
      smtpUrlSet: false,
      mailToSet: false,
      siteUrl: "http://localhost:3000",
      telegramSet: false,
      lastOffsiteBackupAt: null,
    };
    expect(openCount(checkSite(fresh))).toBe(checks.length);
  });
});
