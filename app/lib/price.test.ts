import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToEuroInput, formatPrice, maxPriceCents, parseEuros } from "./price.ts";

const nbsp = "\u00a0";

describe("reading a price in euros", () => {
  it.each([
    ["4.50", 450],
    ["4,50", 450],
    [" 4,5 ", 450],
    ["4,50 €", 450],
    ["€4.50", 450],
    ["12", 1200],
    ["0", 0],
    [".5", 50],
    [4.5, 450],
    [4.35, 435],
    [0, 0],
    ["9999,99", maxPriceCents],
  ])("%j is %i cents", (input, cents) => {
    expect(parseEuros(input)).toEqual({ ok: true, cents });
  });

  it.each([
    [undefined, "priceRequired"],
    ["", "priceRequired"],
    ["  ", "priceRequired"],
    ["abc", "priceNotNumber"],
    ["4.5.0", "priceNotNumber"],
    ["1e3", "priceNotNumber"],
    ["four", "priceNotNumber"],
    [Number.NaN, "priceNotNumber"],
    [Number.POSITIVE_INFINITY, "priceNotNumber"],
    [true, "priceNotNumber"],
    ["-1", "priceNegative"],
    ["-0,50", "priceNegative"],
    [-3, "priceNegative"],
    ["4.555", "priceDecimals"],
    ["1.000", "priceDecimals"],
    [4.555, "priceDecimals"],
    ["10000", "priceTooHigh"],
    [10000, "priceTooHigh"],
  ])("%j is refused with %s", (input, error) => {
    expect(parseEuros(input)).toEqual({ ok: false, error });
  });

  it("reads back every amount the editor shows, with either separator", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxPriceCents }), (cents) => {
        const shown = centsToEuroInput(cents);
        expect(parseEuros(shown)).toEqual({ ok: true, cents });
        expect(parseEuros(shown.replace(".", ","))).toEqual({ ok: true, cents });
        expect(parseEuros(cents / 100)).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe("showing a price in the page's language", () => {
  it("puts the euro sign and the decimal separator where each language does", () => {
    expect(formatPrice(450, "en")).toBe("€4.50");
    expect(formatPrice(450, "es")).toBe(`4,50${nbsp}€`);
    expect(formatPrice(2600, "en")).toBe("€26.00");
    expect(formatPrice(2600, "es")).toBe(`26,00${nbsp}€`);
    expect(formatPrice(0, "es")).toBe(`0,00${nbsp}€`);
  });

  it("groups thousands as each language does", () => {
    expect(formatPrice(123450, "en")).toBe("€1,234.50");
    // Spanish leaves four-digit amounts ungrouped (CLDR minimum grouping digits = 2).
    expect(formatPrice(123450, "es")).toBe(`1234,50${nbsp}€`);
  });
});
