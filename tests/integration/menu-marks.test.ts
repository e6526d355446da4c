// docs/product.md §14.10 end to end: the BUILT server (npm run build first) on a fresh DATA_DIR.
// The sample menu's dietary and allergen marks reach the JSON-LD (schema.org suitableForDiet,
// allergens in the description), the PDFs' text with one legend, and the page's filter, a
// plain GET form: its views are rendered per request, never kept in or served from the HTML
// cache, and carry the whole menu's canonical with noindex. A bad filter never fails.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite, tempDataDir, type BuiltSite } from "../support/site/built-site.ts";
import { menuFilesDrawn } from "#tests/support/site/menu-files-drawn.ts";

const dataDir = tempDataDir();
let server: BuiltSite;

beforeAll(async () => {
  server = await startBuiltSite({ dataDir });
  // The pages below show the card images: drawn in the background after a fresh start.
  await menuFilesDrawn(server.url);
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function get(pathname: string, init?: RequestInit) {
  const response = await fetch(server.url + pathname, init);
  return { response, text: await response.text() };
}

/** Page text with tags dropped, spaces made plain. */
const plain = (page: string) => page.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** The text menu of a page (not the home page's texts every page carries in its data). */
const textMenu = (page: string) => plain(/<div class="text-menu">[\s\S]*?<\/section><\/div>/.exec(page)?.[0] ?? "");

type JsonLdItem = { "@type": string; name: string; description?: string; suitableForDiet?: string[] } & Record<string, unknown>;
type JsonLdMenu = { "@type": string; hasMenuSection: { "@type": string; hasMenuItem: JsonLdItem[] }[] };

function menuJsonLd(page: string): JsonLdMenu {
  const block = /<script type="application\/ld\+json"[^>]*>([^<]*"@type":"Menu"[^<]*)<\/script>/.exec(page)?.[1];
  return JSON.parse(block ?? "{}") as JsonLdMenu;
}

// schema.org's RestrictedDiet enumeration, and the properties a MenuItem may have (its own and Thing's we use).
const restrictedDiets = [
  "DiabeticDiet",
  "GlutenFreeDiet",
  "HalalDiet",
  "HinduDiet",
  "KosherDiet",
  "LowCalorieDiet",
  "LowFatDiet",
  "LowLactoseDiet",
  "LowSaltDiet",
  "VeganDiet",
  "VegetarianDiet",
].map((d) => `https://schema.org/${d}`);
const menuItemProperties = new Set(["@type", "name", "description", "offers", "suitableForDiet", "menuAddOn", "nutrition", "url", "image"]);

describe("the marks in the menu's JSON-LD", () => {
  for (const [pathname, contains] of [
    ["/menu", "Contains"],
    ["/es/menu", "Contiene"],
  ] as const) {
    it(`${pathname}: suitableForDiet with schema.org's RestrictedDiet values, allergens in the description, and nothing schema.org does not know`, async () => {
      const { response, text } = await get(pathname);
      expect(response.status).toBe(200);
      const items = menuJsonLd(text).hasMenuSection.flatMap((s) => s.hasMenuItem);
      expect(items).toHaveLength(55);
      for (const item of items) {
        expect(item["@type"]).toBe("MenuItem");
        for (const key of Object.keys(item)) expect(menuItemProperties, `${item.name}: ${key}`).toContain(key);
        for (const diet of item.suitableForDiet ?? []) expect(restrictedDiets).toContain(diet);
      }
      const ceviche = items.find((i) => i.name === (pathname === "/menu" ? "Fish ceviche" : "Ceviche de pescado"))!;
      // Spicy has no schema.org diet: only gluten-free is given.
      expect(ceviche.suitableForDiet).toEqual(["https://schema.org/GlutenFreeDiet"]);
      expect(ceviche.description).toMatch(new RegExp(`\\. ${contains}: ${pathname === "/menu" ? "fish" : "pescado"}$`));
      const sunset = items.find((i) => i.name === (pathname === "/menu" ? "Rooftop sunset" : "Atardecer en la azotea"));
      expect(sunset?.suitableForDiet).toEqual(["https://schema.org/VeganDiet"]);
      expect(sunset?.description).toMatch(new RegExp(`${contains}: ${pathname === "/menu" ? "nuts" : "frutos de cáscara"}$`));
      // Items without marks keep their description as it was.
      expect(items.find((i) => i.name === "Ropa vieja")).not.toHaveProperty("suitableForDiet");
    });
  }
});

describe("the marks in the PDFs", () => {
  it("carries every item's marks, one legend and the allergen note, in each language", async () => {
    for (const [pathname, expected] of [
      ["/menu.pdf", ["V vegetarian Contains: 1 gluten 3 eggs 7 milk", "VG vegan Contains: 8 nuts", "GF gluten-free S spicy Contains: 4 fish", "Ask our staff about allergens"]],
      ["/es/menu.pdf", ["V vegetariano Contiene: 1 gluten 3 huevo 7 leche", "VG vegano Contiene: 8 frutos de cáscara", "SG sin gluten P picante Contiene: 4 pescado", "Pregunte a nuestro personal por alérgenos"]],
    ] as const) {
      const response = await fetch(server.url + pathname);
      expect(response.status).toBe(200);
      const file = path.join(dataDir, "marks-check.pdf");
      fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      for (const line of expected) expect(text, pathname).toContain(line);
      // One legend, before the first card: every mark the menu uses, once.
      const head = text.slice(0, text.indexOf(pathname === "/menu.pdf" ? "Breakfast" : "Desayunos"));
      const legend = pathname === "/menu.pdf" ? ["V vegetarian", "VG vegan", "GF gluten-free", "S spicy", "2 crustaceans", "12 sulphites", "14 molluscs"] : ["V vegetariano", "SG sin gluten", "P picante", "2 crustáceos", "12 sulfitos", "14 moluscos"];
      for (const mark of legend) expect(head, mark).toContain(mark);
      // Molluscs: once in the legend, once on the seafood spaghetti.
      expect(text.split(legend.at(-1)!).length - 1).toBe(2);
    }
  });
});

describe("the visitor's filter", () => {
  it("is a plain GET form: a filtered view lists only the dishes that suit it, without the card images, not indexed", async () => {
    const { response, text } = await get("/menu?diet=vegetarian&without=nuts");
    expect(response.status).toBe(200);
    expect(plain(text)).toContain("12 of 55 dishes: vegetarian, without nuts.");
    const page = textMenu(text);
    // A vegan dish is vegetarian too; Rooftop sunset (vegan, with nuts) is left out.
    for (const dish of ["Cuban breakfast", "Café con leche", "Tostones with mojo", "Vegetables from the valley", "Spaghetti with tomato and basil"]) {
      expect(page).toContain(dish);
    }
    for (const dish of ["Rooftop sunset", "Ropa vieja", "Fish ceviche", "Homemade ham croquettes"]) expect(page).not.toContain(dish);
    expect(text).not.toMatch(/menu-files\/[0-9a-f]+\.png/);
    expect(text).toContain('<form class="menu-filter__form" action="/menu" method="get">');
    expect(text).toMatch(/<input type="checkbox" name="diet" checked="" value="vegetarian"\/>/);
    expect(text).toMatch(/<input type="checkbox" name="without" checked="" value="nuts"\/>/);
    expect(text).toContain('<a href="/menu">Show the whole menu</a>');
    expect(text).toContain('<link rel="canonical" href="http://localhost:3000/menu"/>');
    expect(text).toContain('<meta name="robots" content="noindex, follow"/>');

    const esPage = (await get("/es/menu?without=gluten&without=milk")).text;
    expect(plain(esPage)).toMatch(/\d+ de 55 platos: sin gluten, sin leche\./);
    const es = textMenu(esPage);
    expect(es).not.toContain("Desayuno cubano");
    expect(es).toContain("Tostones con mojo");
  });

  it("answers bad or unknown filter values with the page and a message, never a 500", async () => {
    for (const query of ["diet=carnivore", "without=kiwi&diet=", "diet[]=vegan", "without=%E0%A4%A", "diet=spicy", "x=1", `diet=${"v".repeat(3000)}`]) {
      const { response, text } = await get(`/menu?${query}`);
      expect(response.status, query).toBe(200);
      expect(plain(text), query).toContain("Part of this address is not a filter we know; it was ignored.");
    }
    // A known value beside an unknown one still filters.
    const mixed = plain((await get("/es/menu?diet=vegan&foo=bar")).text);
    expect(mixed).toContain("Parte de esta dirección no es un filtro conocido; se ha ignorado.");
    expect(mixed).toMatch(/\d+ de 55 platos: vegano\./);
  });

  it("never changes the kept page: /menu stays the same cacheable bytes, filtered views are rendered per request", async () => {
    const first = await get("/menu");
    const etag = first.response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.text).not.toContain('name="robots"');
    const filtered = await get("/menu?diet=vegan");
    expect(filtered.response.headers.get("etag")).toBeNull();
    const again = await get("/menu");
    expect(again.response.headers.get("etag")).toBe(etag);
    expect(again.text).toBe(first.text);
    expect(plain(again.text)).not.toContain("of 55 dishes");
  });
});
