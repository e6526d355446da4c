// The menu's timed parts end to end (docs/product.md §14.7, §14.8, §15.2): the BUILT server with a
// fresh SQLite file and its clock under the test's control (tests/support/children/shifted-clock.ts). An
// owner marks an item "not today" and sets today's specials through the real forms (posted as a
// browser without JavaScript posts them); the menu page, its JSON-LD and the home page show
// them; the pages the HTML cache keeps stop showing them when they end by themselves, at Havana's
// midnight and at the next opening, with no edit in between.
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems, menuItemTexts, menuSpecials, menuSpecialTitles } from "#db/schema.ts";
import { siteDb, startBuiltSite, tempDataDir, type BuiltSite } from "../support/site/built-site.ts";
import { menuFilesDrawn } from "#tests/support/site/menu-files-drawn.ts";
import { ownerCookie } from "../support/site/owner-account.ts";
import { setServerClock } from "../support/children/shifted-clock.ts";
import { menuJsonLdOf } from "../support/site/menu-json-ld-schema.ts";

// A winter day (Havana is UTC−5); the site's schedule opens at 07:00 every day.
const DAY = "2027-01-13";
const NEXT = "2027-01-14";
const havana = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

const dataDir = tempDataDir();
const clockFile = path.join(dataDir, "clock-offset");
let s: BuiltSite;
let cookie = "";
let croquettes = { id: 0, nameEn: "", nameEs: "" };

const at = (date: string, time: string) => setServerClock(clockFile, havana(date, time));
const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replaceAll("&#x27;", "'").replace(/\s+/g, " ");

async function page(pathname: string) {
  const response = await fetch(s.url + pathname);
  expect(response.status).toBe(200);
  return { html: await response.text(), etag: response.headers.get("etag"), expires: response.headers.get("expires") };
}

function post(pathname: string, fields: Record<string, string>, origin = s.url) {
  return fetch(s.url + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const notToday = (on: boolean, origin?: string) =>
  post("/admin/menu/tapas", { intent: "not-today", formKey: `item-${croquettes.id}`, itemId: String(croquettes.id), notToday: on ? "on" : "off" }, origin);

beforeAll(async () => {
  at(DAY, "10:00");
  s = await startBuiltSite({ dataDir, env: { TEST_CLOCK_FILE: clockFile }, nodeArgs: ["--import", path.resolve("tests/support/children/shifted-clock.ts")] });
  // The pages below show the card images: drawn in the background after a fresh start.
  await menuFilesDrawn(s.url);
  cookie = await ownerCookie(s.url, s.dataDir);
  const db = await siteDb(s.dataDir);
  const [first] = await db.select().from(menuItems).where(and(eq(menuItems.cardId, "tapas"), eq(menuItems.position, 0)));
  const words = await db.select().from(menuItemTexts).where(eq(menuItemTexts.itemId, first!.id));
  const nameIn = (lang: string) => words.find((w) => w.lang === lang)!.name;
  croquettes = { id: first!.id, nameEn: nameIn("en"), nameEs: nameIn("es") };
});

afterAll(async () => {
  await s?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("not today and today's specials on the public menu", () => {
  it("an owner marks an item not today and sets today's specials; the menu, its JSON-LD and the home page show both", async () => {
    const marked = await notToday(true);
    expect(marked.status).toBe(200);
    const db = await siteDb(s.dataDir);
    const [row] = await db.select().from(menuItems).where(eq(menuItems.id, croquettes.id));
    expect(row!.unavailableUntil).toEqual(havana(NEXT, "07:00"));

    const saved = await post("/es/admin/menu/specials", {
      intent: "save",
      date: DAY,
      titleEn: "Wednesday specials",
      titleEs: "Especiales del miércoles",
      "items[0].nameEn": "Grilled lobster",
      "items[0].nameEs": "Langosta a la plancha",
      "items[0].descriptionEn": "With garlic butter",
      "items[0].descriptionEs": "Con mantequilla de ajo",
      "items[0].eur": "18,50",
      "items[1].nameEn": "",
      "items[1].nameEs": "",
      "items[1].eur": "",
    });
    expect(saved.status).toBe(303);
    expect(await db.select().from(menuSpecials)).toHaveLength(1);

    const en = await page("/menu");
    expect(plain(en.html)).toContain(`${croquettes.nameEn} Not available today`);
    expect(plain(en.html)).toContain("Today's specials Wednesday specials Grilled lobster €18.50 With garlic butter");
    // Above the cards.
    expect(en.html.indexOf("Wednesday specials")).toBeLessThan(en.html.indexOf("menu-card-tapas"));
    // Kept until the first of midnight (the specials end) and the opening (the mark ends).
    expect(en.expires).toBe(havana(NEXT, "00:00").toUTCString());

    const ld = menuJsonLdOf(en.html);
    expect(ld.hasMenuSection[0]).toEqual({
      "@type": "MenuSection",
      name: "Wednesday specials",
      hasMenuItem: [{ "@type": "MenuItem", name: "Grilled lobster", description: "With garlic butter", offers: [{ "@type": "Offer", price: "18.50", priceCurrency: "EUR" }] }],
    });
    const offers = ld.hasMenuSection.flatMap((section) => section.hasMenuItem.flatMap((item) => item.offers.map((offer) => [item.name, offer.availability])));
    expect(offers.filter(([, availability]) => availability)).toEqual([[croquettes.nameEn, "https://schema.org/OutOfStock"]]);

    const es = await page("/es/menu");
    expect(plain(es.html)).toContain(`${croquettes.nameEs} Hoy no disponible`);
    expect(plain(es.html)).toContain("Especiales de hoy Especiales del miércoles Langosta a la plancha 18,50 € Con mantequilla de ajo");
    expect(menuJsonLdOf(es.html).hasMenuSection[0]!.name).toBe("Especiales del miércoles");

    expect(plain((await page("/es")).html)).toContain("Especiales del miércoles Langosta a la plancha 18,50 €");
    expect(plain((await page("/")).html)).toContain("Wednesday specials Grilled lobster €18.50");
  });

  it("a kept page does not show yesterday's specials after Havana's midnight, nor the mark after the next opening", async () => {
    // Kept (a kept page is served with its ETag; the first rendering has none).
    expect((await page("/menu")).etag).not.toBeNull();

    // Minutes before the opening, well within the cache's safety-net maximum age
    // (server/html-cache/page-store.ts), so only the page's own expiry can end it.
    at(NEXT, "06:56");
    const night = await page("/menu");
    expect(night.html).not.toContain("Wednesday specials");
    expect(plain(night.html)).toContain(`${croquettes.nameEn} Not available today`);
    expect(night.expires).toBe(havana(NEXT, "07:00").toUTCString());
    expect(plain((await page("/")).html)).not.toContain("Wednesday specials");
    // This one is kept in turn …
    const kept = await page("/menu");
    expect(kept.etag).not.toBeNull();
    expect(plain(kept.html)).toContain("Not available today");

    // … until the kitchen opens: no edit happened, the day did not change, yet the mark is gone.
    at(NEXT, "07:00");
    const morning = await page("/menu");
    expect(plain(morning.html)).not.toContain("Not available today");
    expect(morning.html).not.toContain("OutOfStock");
    expect(morning.expires).toBeNull();
  });

  it("refuses a forged cross-origin switch and changes nothing", async () => {
    // The server's clock moved a day: the owner signs in again.
    cookie = await ownerCookie(s.url, s.dataDir);
    expect((await notToday(false)).status).toBe(200);
    const db = await siteDb(s.dataDir);
    const forged = await notToday(true, "https://evil.example");
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    const [row] = await db.select().from(menuItems).where(eq(menuItems.id, croquettes.id));
    expect(row!.unavailableUntil).toBeNull();
    const forgedSpecials = await post("/admin/menu/specials", { intent: "save", date: NEXT, titleEn: "X", titleEs: "X", "items[0].nameEn": "A", "items[0].nameEs": "A", "items[0].eur": "1" }, "https://evil.example");
    expect(forgedSpecials.status).toBeGreaterThanOrEqual(400);
    expect(await db.select().from(menuSpecials).where(eq(menuSpecials.date, NEXT))).toHaveLength(0);
  });

  it("moves a block to the date the owner changed it to, and never over another date's block", async () => {
    // Two days no other test of this file uses.
    const [first, second] = ["2027-01-20", "2027-01-21"];
    const block = (title: string, date: string, from: string) =>
      post("/es/admin/menu/specials", { intent: "save", from, date, titleEn: title, titleEs: title, "items[0].nameEn": "Lobster", "items[0].nameEs": "Langosta", "items[0].eur": "18.50" });
    const db = await siteDb(s.dataDir);
    const titleOn = async (date: string) =>
      (await db.select().from(menuSpecialTitles).where(and(eq(menuSpecialTitles.date, date), eq(menuSpecialTitles.lang, "en"))))[0]?.title;

    expect((await block("Moved", first, first)).status).toBe(303);
    const moved = await block("Moved", second, first);
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toContain(`date=${second}&done=saved`);
    expect(await titleOn(first)).toBeUndefined();
    expect(await titleOn(second)).toBe("Moved");

    // The form opened for `first` again, its date changed to `second`, which has its block.
    expect((await block("Other", first, first)).status).toBe(303);
    const clash = await block("Clash", second, first);
    expect(clash.status).toBe(409);
    expect(plain(await clash.text())).toContain("Ya hay especiales para el 21/01/2027: ábrelos en la lista de abajo para cambiarlos, o bórralos antes.");
    expect(await titleOn(first)).toBe("Other");
    expect(await titleOn(second)).toBe("Moved");

    await db.delete(menuSpecials).where(eq(menuSpecials.date, first));
    await db.delete(menuSpecials).where(eq(menuSpecials.date, second));
  });

  it("answers an owner's wrong specials beside the fields, in the owner's language, and saves nothing", async () => {
    const response = await post("/es/admin/menu/specials", { intent: "save", date: NEXT, titleEn: "", titleEs: "Hoy", "items[0].nameEn": "Lobster", "items[0].nameEs": "", "items[0].eur": "-3" });
    expect(response.status).toBe(400);
    const text = plain(await response.text());
    expect(text).toContain("Escribe el título de los especiales.");
    expect(text).toContain("Escribe el nombre.");
    expect(text).toContain("El precio no puede ser negativo.");
    const db = await siteDb(s.dataDir);
    expect(await db.select().from(menuSpecials).where(eq(menuSpecials.date, NEXT))).toHaveLength(0);
  });
});
