import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import menuJson from "#content/menu.json";
import { menuSchema } from "../rules/menu.ts";
import { renderMenuPdf } from "./menu-pdf.server.ts";

const menu = menuSchema.parse(menuJson);
const cards = menu.cards.map((card) => ({ ...card, items: card.items.map((item, i) => ({ ...item, id: i + 1 })) }));

/**
 * pdftotext (poppler-utils) of the PDF in its physical layout (each printed line one line of
 * text: without -layout its column guessing mixes prices of neighbouring lines), spaces made
 * plain, and its warnings (a badly nested tag shows as one).
 */
function pdfText(pdf: Buffer): { text: string; warnings: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "menu-pdf-")), "menu.pdf");
  fs.writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const warnings = execFileSync("sh", ["-c", `pdftotext "${file}" /dev/null 2>&1`], { encoding: "utf8" });
  return { text: text.replace(/\s+/g, " "), warnings };
}

const input = (lang: "en" | "es") => ({
  cards,
  lang,
  note: "",
  disclaimer: "",
  marksNote: lang === "en" ? "Ask our staff about allergens." : "Pregunte a nuestro personal por los alérgenos.",
  house: "La Terraza Trinidad",
  contact: "Trinidad, Cuba",
  createdAt: new Date("2026-11-25T12:00:00Z"),
});

describe("the menu PDF's marks", () => {
  // Drawing the whole menu twice is set-up, done in the hook's limit (long on a busy machine).
  let en: ReturnType<typeof pdfText>;
  let es: ReturnType<typeof pdfText>;
  beforeAll(async () => {
    en = pdfText(await renderMenuPdf(input("en")));
    es = pdfText(await renderMenuPdf(input("es")));
  });

  it("prints each item's marks as words under it, one legend and the allergen note, in each language, as well-formed tagged text", () => {
    expect(en.warnings).toBe("");
    expect(en.text).toContain("V vegetarian Contains: 1 gluten 3 eggs 7 milk");
    expect(en.text).toContain("Café con leche €2.00");
    expect(en.text).toContain("Rooftop sunset €6.50 House cocktail: aged rum, passion fruit and a hint of cinnamon VG vegan Contains: 8 nuts");
    expect(en.text).toMatch(/Tempranillo, Spain .*Contains: 12 sulphites/);
    expect(en.text).toContain("Ask our staff about allergens.");
    // The legend: every mark the menu uses, once, before the first card.
    const legend = en.text.slice(0, en.text.indexOf("Breakfast"));
    for (const mark of ["V vegetarian", "VG vegan", "GF gluten-free", "S spicy", "1 gluten", "8 nuts", "12 sulphites", "14 molluscs"]) {
      expect(legend).toContain(mark);
    }

    expect(es.warnings).toBe("");
    expect(es.text).toContain("V vegetariano Contiene: 1 gluten 3 huevo 7 leche");
    const leyenda = es.text.slice(0, es.text.indexOf("Desayunos"));
    for (const mark of ["SG sin gluten", "P picante", "8 frutos de cáscara", "12 sulfitos"]) expect(leyenda).toContain(mark);
    expect(es.text).toContain("Pregunte a nuestro personal por los alérgenos.");
  });
});
