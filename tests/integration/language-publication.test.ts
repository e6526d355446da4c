import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { languagePublication, textBlocks } from "#db/schema.ts";
import { useSite } from "../support/site/integration-site.ts";
import { siteDb } from "../support/site/built-site.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// A guest language's publication (docs/decisions/0033-language-publication.md, docs/owners-guide.md
// "Languages"), with real parts: the built server and its SQLite file. Withdrawn, Spanish answers
// 404 everywhere under /es and leaves the switch, hreflang and the sitemap; a guest's own page under
// /es still opens, in English; published again, all of it comes back; an incomplete language is
// refused.

const SITE_URL = "https://laterraza.example";

describe("publishing and withdrawing a guest language", () => {
  const site = useSite({ owner: true, env: { SITE_URL } });

  function post(fields: Record<string, string>, lang: "en" | "es" = "en") {
    return fetch(`${site.url}${lang === "es" ? "/es" : ""}/admin/languages`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  }

  async function status(path: string): Promise<number> {
    const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
    await response.arrayBuffer();
    return response.status;
  }

  const text = async (path: string) => shownText(await (await fetch(`${site.url}${path}`, { headers: path.includes("/admin") ? { cookie: site.cookie } : {} })).text());
  /** React writes the attribute hrefLang; HTML reads it without regard to case. */
  const alternateEs = /hreflang="es"/i;

  it("starts with Spanish published, as the site was before (the migration's row)", async () => {
    const db = await siteDb(site.dataDir);
    expect(await db.select({ lang: languagePublication.lang, published: languagePublication.published }).from(languagePublication)).toEqual([
      { lang: "es", published: true },
    ]);
    const page = await text("/admin/languages");
    expect(page).toContain("Languages");
    expect(page).toContain("Published since the site began.");
  });

  it("keeps French, German, Italian and Russian off a fresh site: 404 under their prefixes, absent from the switch, hreflang and the sitemap", async () => {
    for (const path of ["/fr", "/de/menu", "/it/about", "/ru/photos", "/ru/menu.pdf", "/fr/manifest.webmanifest"]) {
      expect({ path, status: await status(path) }).toEqual({ path, status: 404 });
    }
    const home = await text("/");
    const sitemap = await text("/sitemap.xml");
    for (const lang of ["fr", "de", "it", "ru"]) {
      expect(home).not.toMatch(new RegExp(`hreflang="${lang}"`, "i"));
      expect(home).not.toContain(`href="/${lang}"`);
      expect(sitemap).not.toContain(`${SITE_URL}/${lang}`);
    }
  });

  it("withdraws Spanish only on the second step, then /es answers 404 and Spanish leaves the switch, hreflang and the sitemap", async () => {
    // Read once before: the HTML cache keeps them, and the withdrawal must make them stale.
    expect(await text("/")).toMatch(alternateEs);
    expect(await status("/es")).toBe(200);
    expect(await status("/es/menu")).toBe(200);

    const first = await post({ lang: "es", intent: "withdraw" });
    expect(first.status).toBe(200);
    expect(shownText(await first.text())).toContain("Withdraw Spanish from the site?");
    expect(await status("/es")).toBe(200);

    const second = await post({ lang: "es", intent: "withdraw", confirm: "yes" });
    expect(second.status).toBe(200);
    expect(shownText(await second.text())).toContain("Spanish is off the site.");

    for (const path of ["/es", "/es/menu", "/es/photos", "/es/about", "/es/menu.pdf", "/es/manifest.webmanifest", "/ES/menu"]) {
      expect({ path, status: await status(path) }).toEqual({ path, status: 404 });
    }
    // The 404 page, its ways on leading to the English pages, which exist.
    const notFound = await fetch(`${site.url}/es/menu`);
    const notFoundPage = shownText(await notFound.text());
    expect(notFound.status).toBe(404);
    expect(notFoundPage).toContain("404 - Página no encontrada");
    expect(notFoundPage).toMatch(/<a[^>]*class="button"[^>]*href="\/menu"/);
    expect(notFoundPage).not.toMatch(/<a[^>]*class="button"[^>]*href="\/es\/menu"/);
    // Its navigation bar in the address's language (its words come with the 404: no loader ran), switching to English only.
    expect(notFoundPage).toMatch(/<a[^>]*class="navbar__book"[^>]*>Reservar mesa<\/a>/);
    expect(notFoundPage).toMatch(/<a[^>]*class="lang-switch"[^>]*href="\/menu"/);
    const home = await text("/");
    expect(home).not.toMatch(alternateEs);
    expect(home).toMatch(/hreflang="x-default"/i);
    expect(home).not.toContain('href="/es"');
    expect(home).not.toContain('og:locale:alternate');
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(sitemap).not.toContain(`${SITE_URL}/es`);
    // The English pages and the owners' area in Spanish are untouched.
    expect(await status("/menu")).toBe(200);
    expect(await status("/menu.pdf")).toBe(200);
    expect((await fetch(`${site.url}/es/admin/languages`, { headers: { cookie: site.cookie } })).status).toBe(200);
  });

  it("sends a guest's own page under the withdrawn language to the same page in English", async () => {
    const response = await fetch(`${site.url}/es/r/AbCdEf0123?x=1`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/r/AbCdEf0123?x=1");
  });

  it("publishes Spanish again: every address and alternate is back", async () => {
    const response = await post({ lang: "es", intent: "publish" }, "es");
    expect(response.status).toBe(200);
    expect(shownText(await response.text())).toContain("El español está en el sitio.");
    expect(await status("/es")).toBe(200);
    expect(await status("/es/menu")).toBe(200);
    expect(await status("/es/menu.pdf")).toBe(200);
    const home = await text("/");
    expect(home).toMatch(alternateEs);
    expect(home).toContain('href="/es"');
    expect(await text("/sitemap.xml")).toContain(`<loc>${SITE_URL}/es</loc>`);
  });

  it("refuses to publish an incomplete language and lists what is missing, with a link to its editor", async () => {
    await post({ lang: "es", intent: "withdraw", confirm: "yes" });
    const db = await siteDb(site.dataDir);
    await db.delete(textBlocks).where(and(eq(textBlocks.section, "encabezado"), eq(textBlocks.value, "titulo"), eq(textBlocks.lang, "es")));
    const refused = await post({ lang: "es", intent: "publish" });
    expect(refused.status).toBe(409);
    const body = shownText(await refused.text());
    expect(body).toContain("Spanish cannot be published yet: 1 texts are still to write");
    expect(body).toContain('href="/admin/texts/encabezado/titulo"');
    expect(await status("/es")).toBe(404);
    const [row] = await db.select().from(languagePublication);
    expect(row?.published).toBe(false);
  });

  it("publishes French from a fresh site's first translations in one step: its pages, switch link, hreflang and sitemap entry appear", async () => {
    const response = await post({ lang: "fr", intent: "publish" });
    expect(shownText(await response.text())).toContain("French is on the site.");
    expect(response.status).toBe(200);
    for (const path of ["/fr", "/fr/menu", "/fr/about", "/fr/photos", "/fr/menu.pdf"]) {
      expect({ path, status: await status(path) }).toEqual({ path, status: 200 });
    }
    expect(await text("/fr")).toMatch(/<html[^>]*lang="fr"/);
    const home = await text("/");
    expect(home).toMatch(/hreflang="fr"/i);
    expect(home).toContain('href="/fr"');
    expect(await text("/sitemap.xml")).toContain(`<loc>${SITE_URL}/fr</loc>`);
  });

  it("never withdraws English, the default", async () => {
    const response = await post({ lang: "en", intent: "withdraw", confirm: "yes" });
    expect(response.status).toBe(400);
    expect(shownText(await response.text())).toContain("always published");
    expect(await status("/")).toBe(200);
  });
});
