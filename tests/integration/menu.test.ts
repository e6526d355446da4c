// docs/product.md §14 end to end: the BUILT server (npm run build first) on a random port with a
// fresh DATA_DIR. The nine card images and the PDFs come from the menu data, and a
// price changed through the owners' save function shows in the HTML of /menu and
// /es/menu, in both PDFs' text and in a regenerated card image.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import menuJson from "#content/menu.json";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { startBuiltSite, tempDataDir, type BuiltSite } from "../support/site/built-site.ts";
import { menuFilesDrawn } from "#tests/support/site/menu-files-drawn.ts";
import { hydrationValues, navigationValues } from "../support/site/hydration-data.ts";

const dataDir = tempDataDir();
let server: BuiltSite;
let base = "";

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function get(pathname: string, init?: RequestInit) {
  const response = await fetch(base + pathname, init);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function html(pathname: string): Promise<string> {
  const { response, bytes } = await get(pathname);
  expect(response.status).toBe(200);
  return new TextDecoder().decode(bytes);
}

/** The card images a page shows, in order: [alt, png URL, webp URL]. */
function cardImages(page: string) {
  return [...page.matchAll(/<source type="image\/webp" srcSet="([^"]+)"\/><img src="([^"]+)"[^>]*alt="([^"]+)"/g)].map(
    ([, webp, png, alt]) => ({ alt: alt!, png: png!, webp: webp! }),
  );
}

/** The PDF's text as pdftotext (poppler-utils) reads it, spaces made plain. */
function pdfText(bytes: Uint8Array): string {
  const file = path.join(dataDir, `check-${sha(bytes).slice(0, 8)}.pdf`);
  fs.writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

/** Page text with tags dropped and spaces made plain (the no-break space before € included). */
const plain = (page: string) => page.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

beforeAll(async () => {
  server = await startBuiltSite({ dataDir });
  // The pages below show the card images: drawn in the background after a fresh start.
  await menuFilesDrawn(server.url);
  base = server.url;
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the menu's images and PDFs", () => {
  it("shows nine card images per language, made from the data and served for a year", async () => {
    for (const [pathname, lang] of [
      ["/menu", "en"],
      ["/es/menu", "es"],
    ] as const) {
      const images = cardImages(await html(pathname));
      const titles = menuJson.cards.map((c) => (lang === "en" ? c.titleEn : c.titleEs));
      expect(images.map((i) => i.alt)).toEqual(titles.map((t) => (lang === "en" ? `Menu card: ${t}` : `Carta: ${t}`)));
      for (const image of images) {
        const png = await get(image.png);
        expect(png.response.headers.get("content-type")).toBe("image/png");
        expect(png.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(Buffer.from(png.bytes.subarray(1, 4)).toString()).toBe("PNG");
        const webp = await get(image.webp);
        expect(webp.response.headers.get("content-type")).toBe("image/webp");
        expect(Buffer.from(webp.bytes.subarray(8, 12)).toString()).toBe("WEBP");
      }
    }
  });

  it("serves a PDF per language with every card and item as real text", async () => {
    for (const [pathname, lang] of [
      ["/menu.pdf", "en"],
      ["/es/menu.pdf", "es"],
    ] as const) {
      const { response, bytes } = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const text = pdfText(bytes);
      for (const card of menuJson.cards) {
        expect(text).toContain(lang === "en" ? card.titleEn : card.titleEs);
        for (const item of card.items) expect(text).toContain(lang === "en" ? item.nameEn : item.nameEs);
      }
      // Revalidation: the same file answers 304 to its ETag.
      const again = await get(pathname, { headers: { "If-None-Match": response.headers.get("etag")! } });
      expect(again.response.status).toBe(304);
    }
    expect(await html("/menu")).toContain('href="/menu.pdf"');
    expect(await html("/es/menu")).toContain('href="/es/menu.pdf"');
  });

  it("answers unknown or malformed file names with 404", async () => {
    for (const name of ["0123456789abcdef0123.png", "..%2Fsite.db", "x.pdf", "0123456789ABCDEF0123.webp"]) {
      expect((await get(`/menu-files/${name}`)).response.status).toBe(404);
    }
  });

  it("names the menu the same in its PDF and its JSON-LD, in each language", async () => {
    for (const [page, pdf, name] of [
      ["/menu", "/menu.pdf", `${seedFacts.name} — Menu`],
      ["/es/menu", "/es/menu.pdf", `${seedFacts.name} — Carta`],
    ] as const) {
      const file = path.join(dataDir, `name-check.pdf`);
      fs.writeFileSync(file, (await get(pdf)).bytes);
      const info = execFileSync("pdfinfo", ["-enc", "UTF-8", file], { encoding: "utf8" });
      expect(/^Title:\s+(.+)$/m.exec(info)?.[1]).toBe(name);
      const block = /<script type="application\/ld\+json"[^>]*>([^<]*"@type":"Menu"[^<]*)<\/script>/.exec(await html(page))?.[1];
      expect((JSON.parse(block ?? "{}") as { name?: string }).name).toBe(name);
    }
  });

  it("sends the menu's JSON-LD once: built by the page, not also carried in the hydration data", async () => {
    for (const pathname of ["/menu", "/es/menu"]) {
      const page = await html(pathname);
      expect(page.match(/hasMenuSection/g)).toHaveLength(1);
    }
  });

  // docs/decisions/0024-text-sent-once.md: the text menu is in the document's HTML, not in its
  // hydration data; a navigation in the browser (`.data`) has no HTML, so its data carries it.
  it("sends the menu as text once: in the document's HTML, not in its hydration data; in a navigation's data", async () => {
    const descriptions = menuJson.cards.flatMap((card) => card.items.map((item) => ("descriptionEs" in item ? item.descriptionEs : "")));
    const description = descriptions.find(Boolean)!;
    const page = await html("/es/menu");
    expect(plain(page)).toContain(description);
    expect(hydrationValues(page)).not.toContain(description);
    expect(navigationValues(new TextDecoder().decode((await get("/es/menu.data")).bytes))).toContain(description);
  });
});

describe("an owner's price change", () => {
  it("shows in the HTML of /menu and /es/menu, in both PDFs and in a regenerated image", async () => {
    const beforeEn = cardImages(await html("/menu"));
    const tapasBefore = await get(beforeEn[1]!.png);
    expect(plain(await html("/menu"))).toContain("Homemade ham croquettes €5.00");

    // The owners' save function, run against the same SQLite file as the server.
    process.env.DATA_DIR = dataDir;
    process.env.LOG_LEVEL = "silent";
    // As the editor's action does: the item's form schema once, then the typed store.
    const { readMenu } = await import("#app/features/menu/store/menu-read.server.ts");
    const { updateMenuItem } = await import("#app/features/menu/store/menu-write.server.ts");
    const { menuItemSchema } = await import("#app/features/menu/rules/menu.ts");
    const tapas = (await readMenu()).cards.find((c) => c.id === "tapas")!;
    const croquettes = tapas.items[0]!;
    const item = menuItemSchema.parse({ ...croquettes, prices: [{ eur: "6,75" }] });
    const result = await updateMenuItem(croquettes.id, item, "owner@example.com");
    expect(result.ok).toBe(true);

    const en = await html("/menu");
    const es = await html("/es/menu");
    expect(plain(en)).toContain("Homemade ham croquettes €6.75");
    expect(plain(es)).toContain("Croquetas caseras de jamón 6,75 €");
    expect(plain(en)).not.toContain("Homemade ham croquettes €5.00");

    const afterEn = cardImages(en);
    expect(afterEn[1]!.png).not.toBe(beforeEn[1]!.png);
    expect(sha((await get(afterEn[1]!.png)).bytes)).not.toBe(sha(tapasBefore.bytes));
    // Only the changed card was drawn again.
    expect(afterEn.filter((_, i) => i !== 1)).toEqual(beforeEn.filter((_, i) => i !== 1));
    expect(cardImages(es)[1]!.png).not.toBe(cardImages(es)[0]!.png);

    expect(pdfText((await get("/menu.pdf")).bytes)).toContain("Homemade ham croquettes €6.75");
    expect(pdfText((await get("/es/menu.pdf")).bytes)).toContain("Croquetas caseras de jamón 6,75 €");
  });
});
