import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite, tempDataDir, type BuiltSite } from "../support/site/built-site.ts";

// The built server (npm run build first) on a random port with a fresh DATA_DIR:
// first start, pages, the media store's addresses and caching, a second start.
let dataDir: string;
let server: BuiltSite | undefined;

const start = () => startBuiltSite({ dataDir });

async function stop() {
  if (!server) return;
  const running = server;
  server = undefined;
  await running.stop();
}

beforeAll(async () => {
  dataDir = tempDataDir();
  const started = performance.now();
  server = await start();
  console.log(`first start with a fresh DATA_DIR: ${Math.round(performance.now() - started)} ms`);
});

afterAll(async () => {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function get(pathname: string, init?: RequestInit) {
  return fetch(new URL(pathname, server!.url), { redirect: "manual", ...init });
}

describe("the built site", () => {
  it("serves every page in both languages and a 404 in the address's language", async () => {
    for (const pathname of ["/", "/photos", "/menu", "/about", "/es", "/es/photos", "/es/menu", "/es/about"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toContain(`<html lang="${pathname.startsWith("/es") ? "es" : "en"}"`);
    }
    const en = await get("/no-such-page");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("404 - Page not found");
    const es = await get("/es/no-existe");
    expect(es.status).toBe(404);
    expect(await es.text()).toContain("404 - Página no encontrada");
  });

  it("encodes no placeholder photo on the first start: the only file it writes is the city map's PDF", () => {
    const media = path.join(dataDir, "media");
    const files = fs.readdirSync(media, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.map((e) => path.relative(media, path.join(e.parentPath, e.name)))).toEqual(["city-map/1.pdf"]);
  });

  it("serves the placeholders as drawings at addresses named by their content, cached for a year", async () => {
    for (const page of ["/", "/es"]) {
      const html = await (await get(page)).text();
      const urls = [...new Set([...html.matchAll(/\/media\/[a-z0-9-]+\/drawing-[0-9a-f]{12}\.svg/g)].map((m) => m[0]))];
      expect(urls.some((u) => u.startsWith("/media/hero/")), page).toBe(true);
      // The note outside the image, in the page's language.
      expect(html).toContain(page === "/es" ? "Foto próximamente" : "Photo coming soon");
      for (const url of urls) {
        const response = await get(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
        expect(await response.text()).not.toMatch(/<text|placeholder/i);
      }
    }
  });

  it("answers 404 for anything else under /media, never a file outside the store", async () => {
    for (const url of ["/media/hero/999-480.jpg", "/media/hero/1-480.jpg", "/media/hero/drawing-000000000000.svg", "/media/hero/../../site.db", "/media/%2e%2e/site.db", "/media/hero/1-480.png", "/media/nope"]) {
      expect((await get(url)).status, url).toBe(404);
    }
    // A folder of a slot that no longer exists (the placeholder menu cards) is not published.
    fs.mkdirSync(path.join(dataDir, "media/menu-card-drinks"), { recursive: true });
    fs.copyFileSync(path.join(dataDir, "media/city-map/1.pdf"), path.join(dataDir, "media/menu-card-drinks/1-480.jpg"));
    expect((await get("/media/menu-card-drinks/1-480.jpg")).status).toBe(404);
  });

  it("serves the city map as a PDF download that revalidates", async () => {
    const url = "/files/trinidad-city-map.pdf";
    const response = await get(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="trinidad-city-map.pdf"');
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    // As a browser revalidates (fetch itself would add "Cache-Control: no-cache", which skips the check).
    expect((await get(url, { headers: { "If-None-Match": etag!, "Cache-Control": "max-age=0" } })).status).toBe(304);
    // The menu's PDFs are /menu.pdf and /es/menu.pdf (tests/integration/menu.test.ts); the
    // placeholder's old address was never published.
    for (const other of ["/files/other.pdf", "/files/la-terraza-trinidad-menu.pdf"]) expect((await get(other)).status, other).toBe(404);
  });

  it("a kept page shows a text another program wrote to the database (HTML cache, data_version)", async () => {
    const titleOf = async () => /<h1 id="hero-title"[^>]*>([^<]*)</.exec(await (await get("/es")).text())?.[1];
    const before = await titleOf();
    expect(await titleOf()).toBe(before); // kept by now
    const title = `Título escrito por otro programa ${Date.now()}`;
    const other = createClient({ url: `file:${path.join(dataDir, "site.db")}` });
    try {
      await other.execute({
        sql: "UPDATE text_blocks SET text = ? WHERE section = 'encabezado' AND value = 'titulo' AND lang = 'es'",
        args: [title],
      });
    } finally {
      other.close();
    }
    await expect.poll(titleOf, { timeout: 5_000 }).toBe(title);
  });

  it("keeps what is there on a second start", async () => {
    const before = fs.statSync(path.join(dataDir, "media/city-map/1.pdf")).mtimeMs;
    await stop();
    server = await start();
    expect(fs.statSync(path.join(dataDir, "media/city-map/1.pdf")).mtimeMs).toBe(before);
    expect((await get("/media/city-map/1.pdf")).status).toBe(200);
  });
});
