import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import seed from "#content/site.json";
import { useSite } from "#tests/support/site/integration-site.ts";
import { menuFilesDrawn } from "#tests/support/site/menu-files-drawn.ts";
import { factsForm, saveFacts } from "#tests/support/site/facts-form.ts";

// What guests read of the restaurant's facts beyond the pages' header and footer
// (docs/owners-guide.md, "Restaurant details"), changed the way an owner changes them (the form's
// post) on the built server: the menu's PDFs and card images print the new name and contact line
// (new files at new addresses, drawn before the save answers; the PDF saved under the new name),
// the pages' og:site_name and the web manifests carry the new name, and the footer shows the
// opening line of the page's language, or none when the owners emptied it. tests/integration/restaurant-facts.test.ts has the footer, the
// JSON-LD, the mails and the manage page.

const NAME = "Casa Azul Trinidad";
const PHONE = "+53 5 222 3344";
const LATER_PHONE = "+53 5 777 8899";
const OPENING_EN = "Breakfast from seven, tapas until late";

describe("the restaurant's facts where guests read them", () => {
  const site = useSite({ owner: true });

  beforeAll(async () => {
    await menuFilesDrawn(site.url);
  });

  async function get(pathname: string) {
    const response = await fetch(site.url + pathname);
    expect(response.status, pathname).toBe(200);
    return response;
  }
  const html = async (pathname: string) => (await get(pathname)).text();

  /** The PDF's text as pdftotext (poppler-utils) reads it, spaces made plain, its ETag and the name it is saved under. */
  async function menuPdf(pathname: string) {
    const response = await get(pathname);
    const file = path.join(site.dataDir, `check-${pathname.replaceAll("/", "_")}.pdf`);
    fs.writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    return { text, etag: response.headers.get("etag"), disposition: response.headers.get("content-disposition") };
  }

  /** The addresses of the nine card images /menu shows, each as its WebP and PNG. */
  const cardImages = async (pathname: string): Promise<string[]> =>
    [...(await html(pathname)).matchAll(/<source type="image\/webp" srcSet="([^"]+)"\/><img src="([^"]+)"/g)].flatMap(([, webp, png]) => [webp!, png!]);

  const siteName = (page: string) => /<meta property="og:site_name" content="([^"]*)"/.exec(page)?.[1];
  const openingLine = (page: string) => /<p class="site-footer__opening"[^>]*>([^<]*)<\/p>/.exec(page)?.[1];

  it("prints a new name and phone on the menu's PDFs and card images, at new addresses, once the save has answered", async () => {
    const before = { en: await menuPdf("/menu.pdf"), es: await menuPdf("/es/menu.pdf"), images: await cardImages("/menu") };
    expect(before.en.text).toContain(seed.phone);
    expect(before.images).toHaveLength(18);

    expect((await saveFacts(site, factsForm({ name: NAME, phone: PHONE }))).status).toBe(200);

    for (const [pathname, old, lang] of [
      ["/menu.pdf", before.en, "en"],
      ["/es/menu.pdf", before.es, "es"],
    ] as const) {
      const { text, etag, disposition } = await menuPdf(pathname);
      expect(disposition).toBe(`inline; filename="casa-azul-trinidad-menu-${lang}.pdf"`);
      expect(text).toContain(PHONE);
      expect(text).toContain(NAME);
      expect(text).not.toContain(seed.phone);
      expect(etag).not.toBe(old.etag);
    }
    const images = await cardImages("/menu");
    expect(images).toHaveLength(18);
    // Every card prints the name at its top: each is a new file.
    expect(images.filter((i) => before.images.includes(i))).toEqual([]);
    for (const image of images.slice(0, 2)) expect((await fetch(site.url + image)).status).toBe(200);
  });

  it("draws only the PDFs again when only the phone changes (the cards print the name, not the phone)", async () => {
    const before = { pdf: await menuPdf("/menu.pdf"), images: await cardImages("/menu") };
    expect((await saveFacts(site, factsForm({ name: NAME, phone: LATER_PHONE }))).status).toBe(200);
    const after = await menuPdf("/menu.pdf");
    expect(after.text).toContain(LATER_PHONE);
    expect(after.etag).not.toBe(before.pdf.etag);
    expect(await cardImages("/menu")).toEqual(before.images);
  });

  it("names the site with the stored name in og:site_name and the web manifests", async () => {
    for (const pathname of ["/", "/es", "/menu", "/es/photos", "/about"]) expect(siteName(await html(pathname)), pathname).toBe(NAME);
    for (const pathname of ["/manifest.webmanifest", "/es/manifest.webmanifest"]) {
      const manifest = (await (await get(pathname)).json()) as { name: string; short_name: string };
      expect(manifest.name).toBe(NAME);
      expect(manifest.short_name).toBe("Casa Azul");
    }
  });

  it("shows the opening line of the page's language under the footer's hours, and none where it is empty", async () => {
    expect(openingLine(await html("/es"))).toBe(seed.opening.es);
    expect((await saveFacts(site, factsForm({ name: NAME, phone: LATER_PHONE, "opening.en": OPENING_EN, "opening.es": "" }), "es")).status).toBe(200);
    for (const pathname of ["/", "/menu", "/about"]) expect(openingLine(await html(pathname)), pathname).toBe(OPENING_EN);
    for (const pathname of ["/es", "/es/menu"]) {
      const page = await html(pathname);
      expect(page).toContain('class="site-footer"');
      expect(page, pathname).not.toContain("site-footer__opening");
    }
  });
});
