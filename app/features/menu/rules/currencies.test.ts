import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxPriceCents } from "#app/lib/price.ts";
import {
  RATE_CONFIRM_FACTOR,
  RATE_MAX,
  convertCents,
  formatApproximate,
  needsConfirmation,
  offeredCurrencies,
  parseRate,
  pickCurrency,
  ratesLine,
  type CurrencyRates,
} from "./currencies.ts";

const rates: CurrencyRates = { date: "2026-11-25", rates: { USD: 1.08, CUP: 410 } };

describe("converting euro prices", () => {
  it("rounds dollars to cents and pesos to whole pesos", () => {
    expect(convertCents(900, 1.08, "USD")).toBe(9.72);
    expect(convertCents(450, 1.08, "USD")).toBe(4.86);
    expect(convertCents(333, 1.0825, "USD")).toBe(3.6); // 3.604725
    expect(convertCents(900, 410, "CUP")).toBe(3690);
    expect(convertCents(450, 410.5, "CUP")).toBe(1847); // 1847.25
    expect(convertCents(1, 410, "CUP")).toBe(4); // 4.10
  });

  it("rounds a half up, exactly, where binary fractions would tip it", () => {
    expect(convertCents(5, 1.1, "USD")).toBe(0.06); // 0.055
    expect(convertCents(150, 1.01, "USD")).toBe(1.52); // 1.515
    expect(convertCents(250, 0.5, "CUP")).toBe(1); // 1.25 → 1
    expect(convertCents(300, 0.5, "CUP")).toBe(2); // 1.50 → 2
  });

  it("is within half a unit of the exact amount, and never decreases with the price (any price, any rate)", () => {
    const rate = fc.integer({ min: 1, max: RATE_MAX * 10_000 }).map((n) => n / 10_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxPriceCents - 1 }), rate, (cents, r) => {
        const exact = (cents / 100) * r;
        expect(Math.abs(convertCents(cents, r, "USD") - exact)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(Math.abs(convertCents(cents, r, "CUP") - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Number.isInteger(convertCents(cents, r, "CUP"))).toBe(true);
        expect(Number.isInteger(Math.round(convertCents(cents, r, "USD") * 100))).toBe(true);
        expect(convertCents(cents + 1, r, "USD")).toBeGreaterThanOrEqual(convertCents(cents, r, "USD"));
        expect(convertCents(cents + 1, r, "CUP")).toBeGreaterThanOrEqual(convertCents(cents, r, "CUP"));
      }),
    );
  });

  it("keeps euros as they are at a rate of 1", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: maxPriceCents }), (cents) => convertCents(cents, 1, "EUR") === cents / 100));
  });
});

describe("writing converted prices and the rates line", () => {
  it("writes ≈, the amount with the currency's decimals and the code, in the page's language", () => {
    expect(formatApproximate(9, "USD", "en")).toBe("≈\u00a09.00\u00a0USD");
    expect(formatApproximate(9.72, "USD", "es")).toBe("≈\u00a09,72\u00a0USD");
    expect(formatApproximate(3690, "CUP", "en")).toBe("≈\u00a03,690\u00a0CUP");
    expect(formatApproximate(13690, "CUP", "es")).toBe("≈\u00a013.690\u00a0CUP");
  });

  it("says the rates and their date in both languages", () => {
    expect(ratesLine(rates, "en")).toBe("1\u00a0€ ≈ 1.08\u00a0USD, 1\u00a0€ ≈ 410\u00a0CUP, rates of 25 November 2026; prices for reference and may change daily");
    expect(ratesLine(rates, "es")).toBe("1\u00a0€ ≈ 1,08\u00a0USD, 1\u00a0€ ≈ 410\u00a0CUP, tasas del 25 de noviembre de 2026; precios orientativos, pueden cambiar a diario");
    expect(ratesLine({ date: "2026-12-01", rates: { CUP: 412.5 } }, "en", "=")).toBe("1\u00a0€ = 412.5\u00a0CUP, rates of 1 December 2026; prices for reference and may change daily");
    expect(ratesLine({ date: "2026-12-01", rates: {} }, "en")).toBeNull();
    expect(ratesLine(null, "es")).toBeNull();
  });
});

describe("which currencies a visitor may pick", () => {
  it("offers euros always, and a currency only with its rate", () => {
    expect(offeredCurrencies(rates)).toEqual(["EUR", "USD", "CUP"]);
    expect(offeredCurrencies({ date: "2026-11-25", rates: { CUP: 410 } })).toEqual(["EUR", "CUP"]);
    expect(offeredCurrencies(null)).toEqual(["EUR"]);
    expect(pickCurrency("usd", rates)).toBe("USD");
    expect(pickCurrency("usd", { date: "2026-11-25", rates: { CUP: 410 } })).toBeNull();
    expect(pickCurrency("gbp", rates)).toBeNull();
    expect(pickCurrency(undefined, rates)).toBeNull();
  });
});

describe("a rate an owner types", () => {
  it("reads a dot or a comma, and empty as no rate", () => {
    expect(parseRate("1.08")).toEqual({ ok: true, rate: 1.08 });
    expect(parseRate(" 1,0825 ")).toEqual({ ok: true, rate: 1.0825 });
    expect(parseRate("410")).toEqual({ ok: true, rate: 410 });
    expect(parseRate("")).toEqual({ ok: true, rate: null });
  });

  it("refuses what is not a positive number, too many decimals, too large", () => {
    for (const text of ["abc", "1.2.3", ".", "1e3", "NaN"]) expect(parseRate(text)).toEqual({ ok: false, error: "rateNotNumber" });
    for (const text of ["0", "0,00", "-1", "-0.5"]) expect(parseRate(text)).toEqual({ ok: false, error: "rateNotPositive" });
    expect(parseRate("1.08251")).toEqual({ ok: false, error: "rateDecimals" });
    expect(parseRate(String(RATE_MAX + 1))).toEqual({ ok: false, error: "rateTooHigh" });
  });

  it(`asks for a confirmation beyond ${RATE_CONFIRM_FACTOR}× the last rate, either way, and never for a first rate`, () => {
    expect(needsConfirmation(1.1, 1.08)).toBe(false);
    expect(needsConfirmation(1.08 * RATE_CONFIRM_FACTOR, 1.08)).toBe(false);
    expect(needsConfirmation(1.63, 1.08)).toBe(true);
    expect(needsConfirmation(0.7, 1.08)).toBe(true);
    expect(needsConfirmation(108, 1.08)).toBe(true);
    expect(needsConfirmation(4100, undefined)).toBe(false);
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1000, noNaN: true }), fc.double({ min: 0.001, max: 1000, noNaN: true }), (next, last) => needsConfirmation(next, last) === needsConfirmation(last, next)),
    );
  });
});
