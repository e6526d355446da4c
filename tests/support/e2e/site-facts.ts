// Shared facts for the public-site browser tests, read from the same content files the site uses.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { cityMapPath, type SiteFacts } from "#app/shell/content/site.ts";
import { mapLinks } from "#app/features/facts/rules/map-links.ts";

type Texts = Record<string, Record<string, string>>;
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.resolve(file), "utf8")) as T;

export const texts: Record<"en" | "es", Texts> = {
  en: read<Texts>("content/text/en.json"),
  es: read<Texts>("content/text/es.json"),
};
/** The facts a fresh site is seeded with (the e2e site's owners never change them), and what the pages derive from them. */
const seedFacts = read<SiteFacts>("content/site.json");
export const site = {
  ...seedFacts,
  /** The menu's Homestay link: the first sister site. */
  homestayUrl: seedFacts.sisterSites[0]!.url,
  cityMapPdf: cityMapPath,
  mapEmbedUrl: mapLinks(seedFacts).embed,
};

/** SITE_URL as the e2e server runs it (docs/operations.md §1 default). */
export const siteUrl = "http://localhost:3000";

export type PageCase = { path: string; neutral: string; lang: "en" | "es"; h1: string; title: RegExp };

export const pageCases: PageCase[] = (["en", "es"] as const).flatMap((lang) => {
  const prefix = lang === "en" ? "" : "/es";
  const t = texts[lang];
  return [
    { neutral: "/", h1: t.encabezado!.titulo!, title: /Trinidad, Cuba/ },
    { neutral: "/photos", h1: t.menu!.titulo!, title: lang === "en" ? /^Menu photos/ : /^Fotos del menú/ },
    { neutral: "/menu", h1: lang === "en" ? "Menu" : "Menú", title: lang === "en" ? /^Menu card/ : /^La carta/ },
    { neutral: "/about", h1: t.about!.titulo!, title: lang === "en" ? /^Our family/ : /^Nuestra familia/ },
  ].map((c) => ({ ...c, lang, path: c.neutral === "/" ? prefix || "/" : `${prefix}${c.neutral}` }));
});

export const nav = {
  en: { home: "HOME", menu: "MENU", things: "THINGS TO DO in TRINIDAD", about: "ABOUT US", contact: "CONTACT US", photos: "Menu Photos", card: "Menu Card", homestay: "Homestay", map: "Trinidad city map (PDF)", switchTo: "Español", languages: "Language: English" },
  es: { home: "INICIO", menu: "MENÚ", things: "QUÉ HACER en TRINIDAD", about: "SOBRE NOSOTROS", contact: "CONTÁCTENOS", photos: "Fotos del menú", card: "La carta", homestay: "Casa de huéspedes", map: "Mapa de Trinidad (PDF)", switchTo: "English", languages: "Idioma: Español" },
} as const;

/** Below the large breakpoint the items sit behind the toggle: open it when it is there. */
export async function openNav(page: Page, lang: "en" | "es" = "en") {
  const toggle = page.getByRole("button", { name: lang === "en" ? "Site navigation" : "Navegación del sitio" });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  }
  return page.getByRole("navigation", { name: lang === "en" ? "Main" : "Principal" });
}

/**
 * The navigation opened, and in it the language switch's list when the site publishes more than two
 * languages (the browser tests' site publishes all six: tests/support/e2e/e2e-setup.ts), so each
 * other language's link can be tapped.
 */
export async function openLanguages(page: Page, lang: "en" | "es" = "en") {
  const bar = await openNav(page, lang);
  const list = bar.getByRole("button", { name: nav[lang].languages, exact: true });
  if ((await list.count()) > 0 && (await list.getAttribute("aria-expanded")) !== "true") await list.click();
  return bar;
}

/** Opens a page and waits until React has hydrated it (app/root.tsx marks <html>). */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Scrolls the page to its end, a half screen at a time, so everything that waits to come near
 * the screen (photos, carousels, the contact form's code) has come, then back to the top.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => scrollTo(0, 0));
}
