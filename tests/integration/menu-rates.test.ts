// The menu in euros, dollars and pesos (docs/owners-guide.md, "Currency rates") against the BUILT server (npm run
// build first): an owner sets the rates through the real form, the menu page shows every price
// as "≈ … USD" with the rates line and remembers the choice in a cookie, a currency without a
// rate is not offered, the PDF carries the rates line, and a forged cross-origin POST changes nothing.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wallMomentAt } from "#app/booking/wall-time.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { menuFilesDrawn } from "#tests/support/site/menu-files-drawn.ts";
import { ownerCookie } from "../support/site/owner-account.ts";
import { shownText } from "#tests/support/site/http-get.ts";

let server: BuiltSite;
let owner = "";

beforeAll(async () => {
  server = await startBuiltSite({ removeDataDirOnStop: true });
  // The pages below show the card images: drawn in the background after a fresh start.
  await menuFilesDrawn(server.url);
  owner = await ownerCookie(server.url, server.dataDir);
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

function setRates(fields: Record<string, string>, { lang = "en", origin = server.url }: { lang?: "en" | "es"; origin?: string } = {}) {
  return fetch(`${server.url}${lang === "es" ? "/es" : ""}/admin/menu/rates`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: owner, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + pathname, { headers, redirect: "manual" });
  const html = shownText(await response.text());
  return { response, html, text: html.replace(/<[^>]+>/g, " ").replace(/[ \t\n\r]+/g, " ") };
}

/** The currencies the switch offers, as its links name them. */
const offered = (html: string) => [...html.matchAll(/class="currency-switch__link"[^>]*>([A-Z]{3})</g)].map((m) => m[1]);

/** The card images' files a page names, once each. */
const cardFiles = (html: string) => [...new Set(html.match(/\/menu-files\/[a-z0-9]+\.webp/g) ?? [])];

function pdfText(bytes: ArrayBuffer): string {
  const file = path.join(server.dataDir, "rates-check.pdf");
  fs.writeFileSync(file, Buffer.from(bytes));
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

/** Today in Havana with the month in words, as the rates line writes it: "25 November 2026", "25 de noviembre de 2026". */
const today = (locale: "en-GB" | "es" = "en-GB") =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${wallMomentAt(new Date(), restaurantTimeZone).date}T12:00:00Z`),
  );

describe("prices in euros, dollars and pesos", () => {
  it("offers euros only, and no switch, before any rate is set", async () => {
    const { html, text, response } = await page("/menu?currency=usd");
    expect(offered(html)).toEqual([]);
    expect(text).toContain("Homemade ham croquettes €5.00");
    expect(text).not.toContain("USD");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a rate that is no positive number, beside its field, in the owner's language", async () => {
    const zero = await setRates({ usd: "0", cup: "410" });
    expect(zero.status).toBe(400);
    expect(shownText(await zero.text())).toContain("A rate is more than 0. To stop offering this currency, empty the field.");
    const word = await setRates({ usd: "abc", cup: "" }, { lang: "es" });
    expect(word.status).toBe(400);
    expect(shownText(await word.text())).toContain("Escribe un número, como 1,08.");
    expect(offered((await page("/menu")).html)).toEqual([]);
  });

  it("refuses a forged cross-origin POST and saves nothing", async () => {
    // Another site's form: React Router refuses the foreign Origin (400); a request without
    // any Origin or Referer gets past it and meets the owners' area's own check (403).
    const forged = await setRates({ usd: "1.08", cup: "410" }, { origin: "https://evil.example" });
    expect(forged.status).toBe(400);
    const noOrigin = await fetch(`${server.url}/admin/menu/rates`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: owner, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ usd: "1.08", cup: "410" }),
    });
    expect(noOrigin.status).toBe(403);
    expect(offered((await page("/menu")).html)).toEqual([]);
  });

  it("shows every price in the currency the visitor picks, with the rates line, and remembers it", async () => {
    const saved = await setRates({ usd: "1.08", cup: "410" });
    expect(saved.status).toBe(200);
    expect(shownText(await saved.text())).toContain("Saved with today&#x27;s date.");

    const usd = await page("/menu?currency=usd");
    expect(offered(usd.html)).toEqual(["EUR", "USD", "CUP"]);
    expect(usd.text).toContain("Homemade ham croquettes ≈\u00a05.40\u00a0USD");
    expect(usd.text).toContain("Rioja Crianza Glass ≈\u00a05.40\u00a0USD Bottle ≈\u00a028.08\u00a0USD");
    expect(usd.text).toContain(`1\u00a0€ ≈ 1.08\u00a0USD, 1\u00a0€ ≈ 410\u00a0CUP, rates of ${today()}; prices for reference and may change daily`);
    // The structured data stays in euros.
    expect(usd.html).toContain('"price":"5.00","priceCurrency":"EUR"');
    expect(usd.html).not.toMatch(/"priceCurrency":"(USD|CUP)"/);
    const cookie = usd.response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^menu_currency=usd; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly/);
    expect(usd.response.headers.get("cache-control")).toBe("private, no-cache");
    expect(usd.response.headers.get("vary")).toMatch(/Cookie/);

    // A later visit of the plain address, with the cookie, is in dollars; without, in euros.
    const remembered = await page("/menu", { Cookie: cookie.split(";")[0]! });
    expect(remembered.text).toContain("Homemade ham croquettes ≈\u00a05.40\u00a0USD");
    expect(remembered.html).toMatch(/aria-current="true"[^>]*>USD</);
    const again = await page("/menu", { Cookie: cookie.split(";")[0]! });
    expect(again.text).toContain("≈\u00a05.40\u00a0USD");
    await page("/menu"); // the first view renders; the next ones get the kept page and its ETag
    const plain = await page("/menu");
    expect(plain.text).toContain("Homemade ham croquettes €5.00");
    expect(plain.text).toContain("1\u00a0€ ≈ 1.08\u00a0USD");
    expect(plain.response.headers.get("vary")).toMatch(/Cookie/);
    expect(plain.response.headers.get("set-cookie")).toBeNull();
    // The shared page in euros keeps its ETag; the one in dollars has its own.
    const etag = plain.response.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await page("/menu")).response.headers.get("etag")).toBe(etag);
    expect((await page("/menu", { "If-None-Match": etag! })).response.status).toBe(304);
    const dollarsRevisit = await page("/menu", { Cookie: cookie.split(";")[0]!, "If-None-Match": etag! });
    expect(dollarsRevisit.response.status).toBe(200);
    expect(dollarsRevisit.text).toContain("≈\u00a05.40\u00a0USD");

    // Euros again: the cookie is forgotten.
    const euros = await page("/menu?currency=eur", { Cookie: cookie.split(";")[0]! });
    expect(euros.text).toContain("Homemade ham croquettes €5.00");
    expect(euros.response.headers.get("set-cookie")).toMatch(/^menu_currency=; Path=\/; Max-Age=0/);
  });

  it("writes pesos whole and the Spanish way on the Spanish page", async () => {
    const cup = await page("/es/menu?currency=cup");
    expect(cup.text).toContain("Croquetas caseras de jamón ≈\u00a02050\u00a0CUP");
    expect(cup.text).toContain(`1\u00a0€ ≈ 1,08\u00a0USD, 1\u00a0€ ≈ 410\u00a0CUP, tasas del ${today("es")}; precios orientativos, pueden cambiar a diario`);
  });

  it("puts the rates line in both PDFs, which stay in euros", async () => {
    const en = pdfText(await (await fetch(`${server.url}/menu.pdf`)).arrayBuffer());
    expect(en).toContain(`1 € = 1.08 USD, 1 € = 410 CUP, rates of ${today()}; prices for reference and may change daily`);
    expect(en).toContain("€5.00");
    expect(en).not.toContain("≈");
    const es = pdfText(await (await fetch(`${server.url}/es/menu.pdf`)).arrayBuffer());
    expect(es).toContain(`1 € = 1,08 USD, 1 € = 410 CUP, tasas del ${today("es")}`);
  });

  it("asks for a confirmation before saving a rate far from the last one", async () => {
    const far = await setRates({ usd: "108", cup: "410" });
    expect(far.status).toBe(400);
    const html = shownText(await far.text());
    expect(html).toContain("More than 1.5 times away from the last rate (1.08). If it is right, tick the box below and save again.");
    expect(html).toContain("Tick this box to save a rate so far from the last one.");
    expect((await page("/menu?currency=usd")).text).toContain("≈\u00a05.40\u00a0USD");

    const images = cardFiles((await page("/menu")).html);
    const confirmed = await setRates({ usd: "1.65", cup: "410", confirm: "on" });
    expect(confirmed.status).toBe(200);
    expect((await page("/menu?currency=usd")).text).toContain("≈\u00a08.25\u00a0USD");
    // The card images carry the rates line: drawn again for the new rates, and only then.
    const redrawn = cardFiles((await page("/menu")).html);
    expect(redrawn).toHaveLength(9);
    expect(redrawn!.filter((file) => images!.includes(file))).toEqual([]);
    expect((await setRates({ usd: "1.65", cup: "410" })).status).toBe(200);
    expect(cardFiles((await page("/menu")).html)).toEqual(redrawn);
  });

  it("takes a currency off the menu when its rate is emptied", async () => {
    expect((await setRates({ usd: "", cup: "410" })).status).toBe(200);
    const usd = await page("/menu?currency=usd");
    expect(offered(usd.html)).toEqual(["EUR", "CUP"]);
    expect(usd.text).toContain("Homemade ham croquettes €5.00");
    expect(usd.text).not.toContain("USD");
    expect((await page("/menu", { Cookie: "menu_currency=usd" })).text).toContain("Homemade ham croquettes €5.00");
  });
});
