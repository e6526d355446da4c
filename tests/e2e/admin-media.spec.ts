import PDFDocument from "pdfkit";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, expectRefusedPosts, followAdminNav, signIn, test } from "../support/e2e/admin-fixtures.ts";

// docs/product.md §13.4: the owners replace a photo and see it on the public page, refused files get
// a message, an earlier version comes back, alt texts are edited beside the photo. The
// two projects run at the same time: each works on its own slots, in its own language.

const words = {
  en: {
    nav: "Owners' area",
    media: "Photos and files",
    file: "New file",
    upload: "Upload",
    edit: "Edit: ",
    uploaded: "Uploaded. The site shows the new version from the next page view. Check that the alt text describes it.",
    wrongType: "This file is not a photo the site can use. Choose a JPEG, PNG, WebP or AVIF file.",
    tooLarge: "This file is too large: at most 15 MB.",
    restore: "Restore version ",
    restored: (v: number) => `Version ${v} is back on the site.`,
    altEn: "Alt text (English)",
    altEs: "Alt text (Spanish)",
    saveAlt: "Save the alt texts",
    altSaved: "Alt texts saved. The site uses them from the next page view.",
    altRequired: "Describe the photo in a few words.",
  },
  es: {
    nav: "Área de los dueños",
    media: "Fotos y archivos",
    file: "Archivo nuevo",
    upload: "Subir",
    edit: "Editar: ",
    uploaded: "Subida. El sitio muestra la versión nueva desde la siguiente visita a la página. Comprueba que el texto alternativo la describe.",
    wrongType: "Este archivo no es una foto que el sitio pueda usar. Elige un archivo JPEG, PNG, WebP o AVIF.",
    tooLarge: "Este archivo es demasiado grande: máx. 15 MB.",
    restore: "Restaurar la versión ",
    restored: (v: number) => `La versión ${v} ya está de nuevo en el sitio.`,
    altEn: "Texto alternativo (inglés)",
    altEs: "Texto alternativo (español)",
    saveAlt: "Guardar los textos alternativos",
    altSaved: "Textos alternativos guardados. El sitio los usa desde la siguiente visita a la página.",
    altRequired: "Describe la foto en pocas palabras.",
  },
} as const;

/** Each project's own slots, so the two never change the same photo at once. */
const plan = {
  mobile: { lang: "es", family: { slot: "family-2", index: 1, en: "Alejandro and Yaimara", es: "Alejandro y Yaimara" }, team: { slot: "team-3", index: 2, en: "Dayana, of our team", es: "Dayana, de nuestro equipo" } },
  desktop: { lang: "en", family: { slot: "family-3", index: 2, en: "Roberto and Elena", es: "Roberto y Elena" }, team: { slot: "team-4", index: 3, en: "Reinier, of our team", es: "Reinier, de nuestro equipo" } },
} as const;

const currentVersion = async (page: Page) => Number(/\d+/.exec(await page.locator("figcaption").innerText())?.[0]);

async function openSlot(page: Page, lang: "en" | "es", subject: string, { scan = false } = {}) {
  const w = words[lang];
  await followAdminNav(page, w.nav, w.media);
  await expect(page.getByRole("heading", { level: 1, name: w.media })).toBeVisible();
  if (scan) await expectNoAxeViolations(page);
  await page.getByRole("link", { name: `${w.edit}${subject}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
}

/** The family card's photo on the public about page: its address and that it loaded. */
async function publicFamilyPhoto(page: Page, path: string, index: number) {
  await page.goto(path);
  const img = page.getByRole("article").nth(index).getByRole("img");
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return {
    img,
    current: await img.evaluate((i: HTMLImageElement) => new URL(i.currentSrc).pathname),
    // None while the slot shows the site's drawing (one SVG).
    avif: await page.getByRole("article").nth(index).evaluate((card) => card.querySelector('source[type="image/avif"]')?.getAttribute("srcset") ?? null),
  };
}

test("an owner uploads a photo and sees it on the public page; refused files say why; the earlier version comes back", async ({ page, owner, pageErrors }, testInfo) => {
  // sharp encodes the upload in three formats and several widths: seconds on a busy machine.
  test.slow();
  const { lang, family } = plan[testInfo.project.name as keyof typeof plan];
  const w = words[lang];
  const subject = family[lang];
  await signIn(page, owner, lang);
  await openSlot(page, lang, subject, { scan: true });
  await expectNoAxeViolations(page);
  const before = await currentVersion(page);

  // Too large: refused in the browser, nothing is sent.
  let posted = 0;
  page.on("request", (r) => void (r.method() === "POST" && posted++));
  // Made in the page itself: 15 MB through the browser protocol would take longer than the test.
  await page.getByLabel(w.file).evaluate((input: HTMLInputElement, size) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(size)], "huge.jpg", { type: "image/jpeg" }));
    input.files = transfer.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, 15 * 1024 * 1024 + 1);
  await page.getByRole("button", { name: w.upload, exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(w.tooLarge);
  await expect(page.getByLabel(w.file)).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(0);

  // Not a photo, whatever its name says: refused by the server, which read its content.
  await page.getByLabel(w.file).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Just text, named like a photo.\n") });
  await page.getByRole("button", { name: w.upload, exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(w.wrongType);
  expectRefusedPosts(pageErrors, 415);
  expect(await currentVersion(page)).toBe(before);

  // A real photo, drawn here: the new version is current at once.
  const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: testInfo.project.name === "mobile" ? "#1f6f8b" : "#8b1f6f" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(w.file).setInputFiles({ name: "familia.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: w.upload, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(w.uploaded, { timeout: 30_000 });
  await expect.poll(() => currentVersion(page)).toBeGreaterThan(before);
  const after = await currentVersion(page);
  await expectNoAxeViolations(page);

  // The public page, in both languages, shows the new file at its next view, with the slot's subject as its alt text.
  for (const [path, alt] of [
    [lang === "en" ? "/about" : "/es/about", subject],
    [lang === "en" ? "/es/about" : "/about", family[lang === "en" ? "es" : "en"]],
  ] as const) {
    const shown = await publicFamilyPhoto(page, path, family.index);
    expect(shown.current).toMatch(new RegExp(`^/media/${family.slot}/${after}-\\d+\\.(avif|webp|jpg)$`));
    expect(shown.avif).toContain(`/media/${family.slot}/${after}-1000.avif 1000w`);
    await expect(shown.img).toHaveAttribute("alt", alt);
  }

  // The earlier version comes back.
  await page.goto(lang === "en" ? `/admin/photos/${family.slot}` : `/es/admin/photos/${family.slot}`);
  await page.getByRole("button", { name: `${w.restore}${before}` }).click();
  await expect(page.getByRole("status")).toHaveText(w.restored(before));
  await expect.poll(() => currentVersion(page)).toBe(before);
  const restored = await publicFamilyPhoto(page, lang === "en" ? "/about" : "/es/about", family.index);
  // The placeholder version (1) shows the site's drawing again; an uploaded one its own files.
  expect(restored.current).toMatch(
    new RegExp(before === 1 ? `^/media/${family.slot}/drawing-[0-9a-f]{12}\\.svg$` : `^/media/${family.slot}/${before}-`),
  );
});

test("an owner edits a photo's alt text in both languages beside the photo, and the public page uses it", async ({ page, owner }, testInfo) => {
  test.slow();
  const { lang, team } = plan[testInfo.project.name as keyof typeof plan];
  const w = words[lang];
  const tag = Math.random().toString(36).slice(2, 7);
  await signIn(page, owner, lang);
  await openSlot(page, lang, team[lang]);

  await page.getByRole("textbox", { name: w.altEs }).fill("");
  await page.getByRole("textbox", { name: w.altEn }).focus();
  await expect(page.getByText(w.altRequired)).toBeVisible();
  await expect(page.getByRole("textbox", { name: w.altEs })).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("textbox", { name: w.altEn }).fill(`Smiling behind the bar ${tag}`);
  await page.getByRole("textbox", { name: w.altEs }).fill(`Sonriendo tras la barra ${tag}`);
  await page.getByRole("button", { name: w.saveAlt }).click();
  await expect(page.getByRole("status")).toHaveText(w.altSaved);
  await expect(page.getByRole("textbox", { name: w.altEs })).toHaveValue(`Sonriendo tras la barra ${tag}`);
  await expectNoAxeViolations(page);

  for (const [path, alt] of [
    ["/", `Smiling behind the bar ${tag}`],
    ["/es", `Sonriendo tras la barra ${tag}`],
  ] as const) {
    await page.goto(path);
    // The team's photos are drawn once their section comes near the screen (docs/product.md §15.3).
    const section = page.locator("section#team-section");
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("img").nth(team.index)).toHaveAttribute("alt", alt);
  }
});

function pdf(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const parts: Buffer[] = [];
    doc.on("data", (part: Buffer) => parts.push(part));
    doc.on("end", () => resolve(Buffer.concat(parts)));
    doc.text(text);
    doc.end();
  });
}

test("an owner replaces the city map with a PDF; a photo in its place is refused", async ({ page, owner, pageErrors, request }, testInfo) => {
  test.slow();
  const lang = testInfo.project.name === "mobile" ? "es" : "en";
  const w = words[lang];
  const map = { en: "Trinidad city map", es: "Mapa de la ciudad de Trinidad" }[lang];
  await signIn(page, owner, lang);
  await openSlot(page, lang, map);
  await expectNoAxeViolations(page);

  const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#000" } }).png().toBuffer();
  await page.getByLabel(w.file).setInputFiles({ name: "map.pdf", mimeType: "application/pdf", buffer: photo });
  await page.getByRole("button", { name: w.upload, exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(lang === "es" ? "Este archivo no es un PDF. Elige un archivo PDF." : "This file is not a PDF. Choose a PDF file.");
  expectRefusedPosts(pageErrors, 415);

  const before = await currentVersion(page);
  const file = await pdf(`Trinidad ${testInfo.project.name}`);
  await page.getByLabel(w.file).setInputFiles({ name: "mapa.pdf", mimeType: "application/pdf", buffer: file });
  await page.getByRole("button", { name: w.upload, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(lang === "es" ? "Subido. El sitio ofrece el archivo nuevo desde ahora." : "Uploaded. The site offers the new file from now on.");
  await expect.poll(() => currentVersion(page)).toBeGreaterThan(before);
  // That version's own file is exactly what was sent (found by who uploaded it: the other
  // project may replace the map at the same time); the stable public address serves a PDF.
  const mine = page.getByRole("region", { name: lang === "es" ? "Versiones" : "Versions" }).getByRole("listitem").filter({ hasText: owner.email });
  const version = Number(/\d+/.exec(await mine.first().getByRole("heading").innerText())?.[0]);
  const own = await request.get(`/media/city-map/${version}.pdf`);
  expect(Buffer.from(await own.body()).equals(file)).toBe(true);
  const shared = await request.get("/files/trinidad-city-map.pdf");
  expect(shared.headers()["content-type"]).toBe("application/pdf");
});
