import { test, expect, expectAccessible } from "../support/e2e/fixtures.ts";
import { pageCases, scrollThrough, site, siteUrl, texts, visit } from "../support/e2e/site-facts.ts";

// Every page of docs/product.md §2 in both languages, at 375 px and 1280 px (the two projects).
for (const c of pageCases) {
  test(`${c.path} renders in ${c.lang} with its meta, footer, no overflow and nothing for axe or HTML_CodeSniffer`, async ({ page }) => {
    // The longest page (nine cards and the whole menu as text): its axe scan alone takes
    // several seconds, beyond the default budget when the machine is busy.
    test.slow(c.neutral === "/menu");
    const response = await visit(page, c.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.h1);
    await expect(page).toHaveTitle(c.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);

    const esPath = c.neutral === "/" ? "/es" : `/es${c.neutral}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${c.path}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${siteUrl}${c.neutral}`);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", `${siteUrl}${esPath}`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${siteUrl}${c.neutral}`);

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(c.lang === "en" ? "Every day, 7:00 AM – 11:00 PM" : "Todos los días, 7:00 AM – 11:00 PM");
    await expect(footer).toContainText(site.address.street);
    await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", `tel:${site.phone.replace(/\s/g, "")}`);
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(footer).toContainText(new RegExp(`© \\d{4} ${site.legalName.replace(/\./g, "\\.")} `));

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "horizontal overflow").toBeLessThanOrEqual(0);
    // Both engines see the whole page: every deferred photo, carousel and form in place.
    await scrollThrough(page);
    await expectAccessible(page);
  });
}

for (const [path, lang, heading] of [
  ["/no-such-page", "en", "404 - Page not found"],
  ["/es/no-existe/tampoco", "es", "404 - Página no encontrada"],
] as const) {
  test(`${path} answers 404 with '${heading}' inside the normal header and footer`, async ({ page }) => {
    const response = await visit(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(`^${heading}`));
    await expect(page.getByRole("banner").getByRole("link", { name: new RegExp(site.name) })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(site.legalName);
    await expectAccessible(page);
  });
}

test.describe("home", () => {
  for (const lang of ["en", "es"] as const) {
    test(`has the banner and every section of docs/product.md §2 (${lang})`, async ({ page }, testInfo) => {
      const t = texts[lang];
      await visit(page, lang === "en" ? "/" : "/es");
      const hero = page.getByRole("region", { name: t.encabezado!.titulo! });
      await expect(hero).toContainText(t.encabezado!.descripcion!);
      await expect(hero).toContainText(lang === "en" ? "NEW!! Breakfast and Free WIFI" : t.encabezado!.novedad!);
      // The large tagline shows on large screens only.
      const tagline = hero.getByText(t.encabezado!.tagline!);
      if (testInfo.project.name === "desktop") await expect(tagline).toBeVisible();
      else await expect(tagline).toBeHidden();
      await expect(hero.locator("img")).toHaveAttribute("fetchpriority", "high");

      const location = page.locator("section#location");
      await expect(location.getByRole("heading", { level: 2 })).toHaveText(t.lugar!.titulo!);
      await expect(location).toContainText(t.lugar!.location!);
      await expect(location.getByRole("group", { name: lang === "en" ? /^\d of 5$/ : /^\d de 5$/ })).toHaveCount(5);

      const menu = page.locator("section#menu-section");
      for (const n of [1, 2, 3]) await expect(menu).toContainText(t["menu-general"]![`description-${n}`]!);
      await expect(menu.getByRole("group", { name: /^\d (of|de) 5$/ })).toHaveCount(5);
      await expect(menu.getByRole("link", { name: lang === "en" ? /^More \.\.\./ : /^Más \.\.\./ })).toHaveAttribute(
        "href",
        lang === "en" ? "/photos" : "/es/photos",
      );

      const owners = page.locator("section#owners-section");
      await expect(owners.getByRole("heading", { level: 2 })).toHaveText(t.owners!["owners-title"]!);
      for (const n of [1, 2, 3]) await expect(owners).toContainText(t.owners![`owners-description-${n}`]!);
      // Below the fold: the photo is asked for once it comes near the screen (docs/product.md §15.3).
      await owners.scrollIntoViewIfNeeded();
      await expect(owners.getByRole("img")).toHaveCount(1);
      await expect(owners.getByRole("link", { name: lang === "en" ? /^More\.\.\./ : /^Más\.\.\./ })).toHaveAttribute(
        "href",
        lang === "en" ? "/about" : "/es/about",
      );

      const team = page.locator("section#team-section");
      await expect(team.getByRole("heading", { level: 2 })).toHaveText(t.team!["team-title"]!);
      await expect(team).toContainText(t.team!["team-description"]!);
      await expect(team.getByRole("figure")).toHaveCount(4);
      for (const n of [1, 2, 3, 4]) await expect(team.getByRole("figure").nth(n - 1)).toContainText(t.team![`member-${n}`]!);

      const contact = page.locator("section#form-contact");
      await expect(contact.getByRole("heading", { level: 2 })).toHaveText(lang === "en" ? "Contact us:" : "Contáctenos:");
      // The map is the site's own photo, asked for once it comes near the screen; Google's
      // map waits for the visitor's click (tests/e2e/home-map.spec.ts).
      await contact.scrollIntoViewIfNeeded();
      await expect(contact.locator(".contact__map-view img")).toHaveAttribute("src", /^\/media\/map\//);
      await expect(contact.locator("iframe")).toHaveCount(0);
      await expect(contact.locator(".contact-form-slot")).toHaveCount(1);
    });
  }

  // An owner's photo comes in AVIF, WebP and JPEG at several widths (tests/e2e/admin-media.spec.ts,
  // app/ui/picture/picture.test.tsx); until then the slot shows the site's drawing.
  test("photos have their size set; a slot not yet replaced shows its drawing, one SVG, with a note in the page's language", async ({ page, request }) => {
    for (const [path, note] of [["/", "Photo coming soon"], ["/es", "Foto próximamente"]] as const) {
      await visit(page, path);
      // Below the fold: the photo is asked for once it comes near the screen (docs/product.md §15.3).
      await page.locator("section#owners-section").scrollIntoViewIfNeeded();
      const img = page.locator("section#owners-section img");
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
      await expect(img).toHaveAttribute("src", /^\/media\/owners\/drawing-[0-9a-f]{12}\.svg$/);
      await expect(page.locator("section#owners-section .picture-note")).toHaveText(note);
      const response = await request.get((await img.getAttribute("src"))!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });
});

test.describe("menu photos", () => {
  for (const lang of ["en", "es"] as const) {
    test(`has four carousels of five photos with their headings and descriptions (${lang})`, async ({ page }) => {
      const t = texts[lang].menu!;
      await visit(page, lang === "en" ? "/photos" : "/es/photos");
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([t.mains!, t.desserts!, t.tapas!, t.cocktails!]);
      if (lang === "en") {
        await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Main courses", "Homemade desserts", "Tapas", "Cocktails"]);
      }
      for (const course of ["mains", "desserts", "tapas", "cocktails"]) {
        await expect(page.getByText(t[`${course}-description`]!)).toBeVisible();
      }
      const carousels = page.locator("section.carousel");
      await expect(carousels).toHaveCount(4);
      for (let i = 0; i < 4; i++) {
        // Five slides each; a photo is asked for when its carousel comes near the screen (docs/product.md §15.3).
        await expect(carousels.nth(i).getByRole("group", { name: /^\d (of|de) 5$/ })).toHaveCount(5);
        await carousels.nth(i).scrollIntoViewIfNeeded();
        await expect(carousels.nth(i).locator(".carousel__slide").first().locator("img")).toHaveCount(1);
      }
      await page.getByRole("link", { name: lang === "en" ? "View Menu Card" : "Ver la carta" }).click();
      await expect(page).toHaveURL(lang === "en" ? "/menu" : "/es/menu");
    });
  }
});

test.describe("menu card", () => {
  for (const lang of ["en", "es"] as const) {
    test(`shows the update note, the price disclaimer, nine cards in order and a real PDF (${lang})`, async ({ page }) => {
      const t = texts[lang].carta!;
      await visit(page, lang === "en" ? "/menu" : "/es/menu");
      // carta.actualizacion as the owners wrote it, with the date of the last menu change for {date}.
      const [before, after] = t.actualizacion!.split("{date}");
      await expect(page.getByText(new RegExp(`^${before}.+${after}$`))).toBeVisible();
      await expect(page.getByText(t.disclaimer!)).toBeVisible();
      const order =
        lang === "en"
          ? ["Breakfast", "Tapas", "Cocktails", "Main courses", "Pasta", "Red wines", "Rosé wines", "White wines", "Drinks"]
          : ["Desayunos", "Tapas", "Cócteles", "Platos principales", "Pastas", "Vinos tintos", "Vinos rosados", "Vinos blancos", "Bebidas"];
      // The card images drawn from the menu data (docs/product.md §14: app/features/menu/card-images/menu-card-images.tsx).
      const cards = page.locator("ul.menu-card-images").getByRole("img");
      await expect(cards).toHaveCount(9);
      for (const [i, title] of order.entries()) {
        await expect(cards.nth(i)).toHaveAttribute("alt", `${lang === "en" ? "Menu card" : "Carta"}: ${title}`);
        // Drawn from the menu data (docs/product.md §14), not a placeholder photo.
        await expect(cards.nth(i)).toHaveAttribute("src", /^\/menu-files\/[0-9a-f]{20}\.png$/);
      }

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: lang === "en" ? "Download PDF Version" : "Descargar versión PDF" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`la-terraza-trinidad-menu-${lang}.pdf`);
      const body = await (await file.createReadStream()).toArray();
      expect(Buffer.concat(body).subarray(0, 5).toString()).toBe("%PDF-");
    });
  }

  test("serves the menu and the city map as PDFs", async ({ request }) => {
    for (const [path, disposition] of [
      ["/menu.pdf", 'inline; filename="la-terraza-trinidad-menu-en.pdf"'],
      ["/es/menu.pdf", 'inline; filename="la-terraza-trinidad-menu-es.pdf"'],
      [site.cityMapPdf, `attachment; filename="${site.cityMapPdf.split("/").pop()}"`],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(response.headers()["content-disposition"]).toBe(disposition);
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    }
  });
});

test.describe("about", () => {
  for (const lang of ["en", "es"] as const) {
    test(`has three family cards and the about-us text with real links (${lang})`, async ({ page }) => {
      const t = texts[lang].about!;
      await visit(page, lang === "en" ? "/about" : "/es/about");
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(3);
      for (const n of [1, 2, 3]) {
        const card = cards.nth(n - 1);
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(t[`family-${n}-names`]!);
        await expect(card).toContainText(t[`family-${n}-professions`]!);
        await expect(card.getByRole("img")).toBeVisible();
      }
      // docs/product.md §15.3: the first photo is the largest paint, fetched first; the others wait.
      await expect(cards.nth(0).getByRole("img")).toHaveAttribute("fetchpriority", "high");
      for (const n of [1, 2]) await expect(cards.nth(n).getByRole("img")).toHaveAttribute("loading", "lazy");
      await expect(page.getByRole("link", { name: "Hostal El Mirador" })).toHaveAttribute("href", "https://www.hostalelmirador-trinidad.com");
      await expect(page.getByRole("link", { name: "Casa Colonial Trinidad" })).toHaveAttribute("href", "https://www.casacolonialtrinidad.com");
      await expect(page.getByText("[Hostal El Mirador]")).toHaveCount(0);
    });
  }
});
