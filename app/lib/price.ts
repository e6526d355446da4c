// Menu prices (docs/product.md §3: prices are in euros). Pure: used by the text menu, the card
// images, the PDF, the JSON-LD, the owners' editor and the tests.
import { formats } from "./formats.ts";
import type { Lang } from "./lang.ts";

/** The highest price an owner may enter, in cents (keeps every layout intact). */
export const maxPriceCents = 999_999;

export type PriceError = "priceRequired" | "priceNotNumber" | "priceNegative" | "priceDecimals" | "priceTooHigh";
export type PriceParse = { ok: true; cents: number } | { ok: false; error: PriceError };

// Digits with at most one decimal separator; "," is accepted because Spanish writes 4,50.
const amountPattern = /^([+-])?(\d*)(?:[.,](\d*))?$/;

/**
 * Reads a price in euros as the owners type it ("4.50", "4,50", "4,50 €", 4.5) into
 * whole cents. Thousands separators are refused: "1.000" is ambiguous between the
 * languages, so it gets the "at most 2 decimals" message instead of a silent guess.
 */
export function parseEuros(value: unknown): PriceParse {
  if (value === undefined || value === null) return { ok: false, error: "priceRequired" };
  if (typeof value === "number") return fromNumber(value);
  if (typeof value !== "string") return { ok: false, error: "priceNotNumber" };
  const text = value.replace(/€/g, "").trim();
  if (text === "") return { ok: false, error: "priceRequired" };
  const match = amountPattern.exec(text.replace(/\s+/g, ""));
  const [, sign, whole = "", fraction = ""] = match ?? [];
  if (!match || whole + fraction === "") return { ok: false, error: "priceNotNumber" };
  const cents = Number(whole || "0") * 100 + Number((fraction + "00").slice(0, 2));
  if (sign === "-" && (cents > 0 || /[1-9]/.test(fraction))) return { ok: false, error: "priceNegative" };
  if (fraction.length > 2) return { ok: false, error: "priceDecimals" };
  return withinRange(cents);
}

function fromNumber(value: number): PriceParse {
  if (!Number.isFinite(value)) return { ok: false, error: "priceNotNumber" };
  if (value < 0) return { ok: false, error: "priceNegative" };
  const cents = Math.round(value * 100);
  // Binary floating point: 4.35 * 100 is 434.99999999999994, still exactly two decimals.
  if (Math.abs(value * 100 - cents) > 1e-6) return { ok: false, error: "priceDecimals" };
  return withinRange(cents);
}

function withinRange(cents: number): PriceParse {
  return cents > maxPriceCents ? { ok: false, error: "priceTooHigh" } : { ok: true, cents };
}

/** Cents as the owners' editor shows them in a field: 450 → "4.50". */
export function centsToEuroInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Cents as schema.org wants a price: a plain decimal string, 450 → "4.50". */
export const centsToDecimal = centsToEuroInput;

/**
 * A price in the page's language: "€4.50" in English, "4,50 €" in Spanish (Intl
 * places the sign and picks the decimal separator per locale: ./formats.ts).
 */
export function formatPrice(cents: number, lang: Lang): string {
  return formats[lang].money(cents / 100, "EUR");
}
