import { describe, expect, it } from "vitest";
import { isSpecialsDate, localizeSpecials, specialsSchema } from "./specials.ts";
import { specialsLimits } from "./specials-limits.ts";
import { perLangShape } from "./per-lang-shape.ts";

const today = "2026-12-01";
const blank = { nameEn: "", nameEs: "", descriptionEn: "", descriptionEs: "", eur: "" };
const lobster = { nameEn: "Grilled lobster", nameEs: "Langosta a la plancha", descriptionEn: "", descriptionEs: "", eur: "18,50" };
const sent = (over: Record<string, unknown> = {}) => ({ date: today, titleEn: "Chef's specials", titleEs: "Especiales del chef", items: [lobster, blank, blank], ...over });
const issues = (value: unknown) => {
  const result = specialsSchema(today).safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("today's specials: the owners' form", () => {
  it("keeps the filled rows (prices in cents), leaves blank ones out", () => {
    const result = specialsSchema(today).parse(sent());
    expect(result.items).toEqual([
      { ...perLangShape("name", ""), ...perLangShape("description", ""), nameEn: "Grilled lobster", nameEs: "Langosta a la plancha", cents: 1850 },
    ]);
  });

  it("needs the title and each name in English and Spanish, the other languages when written", () => {
    expect(issues(sent({ titleEs: "", titleFr: "Suggestions du chef" }))).toEqual([["titleEs", "specialsTitleRequired"]]);
    expect(issues(sent({ items: [{ ...lobster, nameEn: "", nameRu: "Лобстер на гриле" }] }))).toEqual([["items.0.nameEn", "nameRequired"]]);
    const written = specialsSchema(today).parse(sent({ titleDe: "Empfehlungen", items: [{ ...lobster, nameDe: "Gegrillte Languste" }] }));
    expect(written).toMatchObject({ titleDe: "Empfehlungen", titleFr: "", items: [{ nameDe: "Gegrillte Languste", nameIt: "" }] });
    expect(issues(sent({ titleIt: "x".repeat(specialsLimits.titleMax + 1) }))).toEqual([["titleIt", "specialsTitleTooLong"]]);
  });

  it("answers beside the row and field at fault, at the row's own place", () => {
    expect(issues(sent({ items: [blank, { ...lobster, nameEs: "", eur: "abc" }] }))).toEqual([
      ["items.1.nameEs", "nameRequired"],
      ["items.1.eur", "priceNotNumber"],
    ]);
  });

  it("refuses a block without any special, too many, without a title, with emoji", () => {
    expect(issues(sent({ items: [blank, blank] }))).toEqual([["items", "specialsItemsRequired"]]);
    expect(issues(sent({ items: Array.from({ length: specialsLimits.itemsMax + 1 }, () => lobster) }))).toEqual([["items", "specialsTooManyItems"]]);
    expect(issues(sent({ titleEn: "  " }))).toEqual([["titleEn", "specialsTitleRequired"]]);
    expect(issues(sent({ titleEs: "Hoy 🦞" }))).toEqual([["titleEs", "unsupportedCharacter"]]);
    expect(issues(sent({ titleEn: "x".repeat(specialsLimits.titleMax + 1) }))).toEqual([["titleEn", "specialsTitleTooLong"]]);
  });

  it("takes today or a later date within the limit, nothing past, nothing impossible", () => {
    expect(isSpecialsDate(today, today)).toBe(true);
    expect(isSpecialsDate("2026-12-31", today)).toBe(true);
    expect(isSpecialsDate("2026-11-30", today)).toBe(false);
    expect(isSpecialsDate("2027-02-30", today)).toBe(false);
    expect(isSpecialsDate("2027-06-01", today)).toBe(false);
    expect(issues(sent({ date: "yesterday" }))).toEqual([["date", "specialsDateInvalid"]]);
  });

  it("reads in the page's language with its prices written that way", () => {
    const block = specialsSchema(today).parse(sent());
    expect(localizeSpecials(block, "es")).toEqual({
      date: today,
      title: "Especiales del chef",
      items: [{ name: "Langosta a la plancha", description: "", price: "18,50\u00a0€", amount: "18.50" }],
    });
    expect(localizeSpecials(block, "en").items[0]).toMatchObject({ name: "Grilled lobster", price: "€18.50" });
  });
});
