import { test, expect } from "../support/e2e/fixtures.ts";
import { nav, openNav, pageCases, siteUrl, texts, visit } from "../support/e2e/site-facts.ts";

// docs/product.md §15.4 in the browser: structured data, sitemap, robots, icons and manifest.

type Restaurant = Record<string, unknown> & {
  address: Record<string, unknown>;
  geo: Record<string, unknown>;
  openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
};

for (const [lang, home, menu] of [
  ["en", "/", "/menu"],
  ["es", "/es", "/es/menu"],
] as const) {
  test(`${lang}: every page carries the Restaurant JSON-LD in its language`, async ({ page }) => {
    // Four pages; on a fresh server the menu's files are drawn at the first visit.
    test.slow();
    for (const path of pageCases.filter((c) => c.lang === lang).map((c) => c.path)) {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const restaurants = blocks.map((b) => JSON.parse(b) as Restaurant).filter((d) => d["@type"] === "Restaurant");
      expect(restaurants).toHaveLength(1);
      const r = restaurants[0]!;
      expect(r["@context"]).toBe("https://schema.org");
      expect(r.name).toBe("La Terraza Trinidad");
      expect(r.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Trinidad", addressCountry: "CU" });
      expect(r.geo).toMatchObject({ "@type": "GeoCoordinates" });
      expect(typeof r.telephone).toBe("string");
      expect(r.openingHoursSpecification[0]).toMatchObject({ opens: "07:00", closes: "23:00" });
      expect(r.openingHoursSpecification[0]!.dayOfWeek).toHaveLength(7);
      expect(r.servesCuisine).toContain(lang === "es" ? "Cubana" : "Cuban");
      expect(r.priceRange).toBeTruthy();
      expect(r.acceptsReservations).toBeTruthy();
      // Absolute on the canonical origin (SITE_URL, its default in these tests).
      expect(r.hasMenu).toBe(new URL(menu, "http://localhost:3000").href);
      expect(String((r.image as string[])[0])).toMatch(new RegExp(`/og/home-${lang}\\.png$`));
    }
  });

  test(`${lang}: icons, theme colour and the manifest in the page's language`, async ({ page, request }) => {
    await page.goto(home);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#6d1a2b");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe(lang === "es" ? "/es/manifest.webmanifest" : "/manifest.webmanifest");
    const manifest = await request.get(manifestHref!);
    expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
    const body = (await manifest.json()) as { start_url: string; lang: string; icons: { src: string }[] };
    expect(body).toMatchObject({ start_url: home, lang });

    const icons = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) =>
      links.map((l) => l.getAttribute("href")!),
    );
    for (const src of new Set([...icons, ...body.icons.map((i) => i.src), "/favicon.ico"])) {
      const res = await request.get(src);
      expect(res.status(), src).toBe(200);
      expect(res.headers()["content-type"], src).toMatch(/^image\//);
    }
  });
}

test("sitemap.xml lists both languages with alternates; robots.txt points at it and keeps /admin out", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of ["/", "/es", "/photos", "/es/photos", "/menu", "/es/menu", "/about", "/es/about"]) {
    expect(xml).toContain(`<loc>${new URL(path, "http://localhost:3000").href}</loc>`);
  }
  expect(xml).toContain('hreflang="x-default"');

  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const text = await robots.text();
  expect(text).toContain("Disallow: /admin\n");
  expect(text).toContain("Disallow: /es/admin\n");
  expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
});

test("each page's social card image exists", async ({ request }) => {
  for (const page of ["home", "photos", "menu", "about"]) {
    for (const lang of ["en", "es"]) {
      const res = await request.get(`/og/${page}-${lang}.png`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
    }
  }
});

// docs/product.md §15.4, §10: each page in each language has its own description, canonical
// address, hreflang alternates, and Open Graph and Twitter card tags with its own image.
const pageIds: Record<string, string> = { "/": "home", "/photos": "photos", "/menu": "menu", "/about": "about" };

for (const c of pageCases) {
  test(`${c.path}: description, canonical, alternates, Open Graph and Twitter tags in ${c.lang}`, async ({ page, request }) => {
    await page.goto(c.path);
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
    const href = (selector: string) => page.locator(selector).getAttribute("href");
    const title = await page.title();
    const description = await meta('meta[name="description"]');
    expect(description?.length).toBeGreaterThan(20);
    expect(description).not.toMatch(/Missing translation/);
    // Home and the photos page are described by text blocks the owners edit (page-meta.server.ts).
    const ownersText = { "/": texts[c.lang].encabezado!.descripcion, "/photos": texts[c.lang].menu!.subtitulo }[c.neutral];
    if (ownersText !== undefined) expect(description).toBe(ownersText);

    const address = new URL(c.path, siteUrl).href;
    const other = c.lang === "en" ? (c.neutral === "/" ? "/es" : `/es${c.neutral}`) : c.neutral;
    expect(await href('link[rel="canonical"]')).toBe(address);
    expect(await href(`link[rel="alternate"][hreflang="${c.lang}"]`)).toBe(address);
    expect(await href(`link[rel="alternate"][hreflang="${c.lang === "en" ? "es" : "en"}"]`)).toBe(new URL(other, siteUrl).href);
    expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(new URL(c.neutral, siteUrl).href);

    const image = new URL(`/og/${pageIds[c.neutral]}-${c.lang}.png`, siteUrl).href;
    expect(await meta('meta[property="og:title"]')).toBe(title);
    expect(await meta('meta[property="og:description"]')).toBe(description);
    expect(await meta('meta[property="og:url"]')).toBe(address);
    expect(await meta('meta[property="og:type"]')).toBe("website");
    expect(await meta('meta[property="og:locale"]')).toBe(c.lang === "en" ? "en_US" : "es_ES");
    expect(await meta('meta[property="og:image"]')).toBe(image);
    expect(await meta('meta[property="og:image:alt"]')).toMatch(c.lang === "en" ? /rooftop tapas bar/ : /bar de tapas/);
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[name="twitter:title"]')).toBe(title);
    expect(await meta('meta[name="twitter:image"]')).toBe(image);
    const card = await request.get(new URL(image).pathname);
    expect(card.headers()["content-type"]).toBe("image/png");
  });
}

// 0011: the loaders build the meta tags and the Restaurant's JSON-LD on the server, so their builders and
// texts never travel in the scripts; a navigation inside the site still brings the next page's. The menu's
// JSON-LD is built by the menu page from its cards (its builder in the menu's script, never the home's).
test("the tags are the server's: none of their texts in the scripts, and a navigation in the browser updates them", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await visit(page, "/es");
  const home = await Promise.all(scripts);
  expect(home.length).toBeGreaterThan(1);
  expect(home.filter((c) => c.includes("MenuSection"))).toEqual([]);

  const menu = pageCases.find((c) => c.path === "/es/menu")!;
  await (await openNav(page, "es")).getByRole("button", { name: nav.es.menu }).click();
  await page.getByRole("link", { name: nav.es.card }).click();
  await expect(page).toHaveURL(/\/es\/menu$/);
  await expect(page).toHaveTitle(menu.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/es/menu`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${siteUrl}/es/menu`);
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(2);
  const types = (await blocks.allTextContents()).map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
  expect(types.sort()).toEqual(["Menu", "Restaurant"]);
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(home.length);
  for (const text of ["OpeningHoursSpecification", "og:image", "Bar de tapas en una azotea", "La carta completa"]) {
    expect(code.filter((c) => c.includes(text)), text).toEqual([]);
  }
});
