// Prices in euros, US dollars and Cuban pesos (docs/owners-guide.md, "Currency rates"). Euros are the base: the
// owners enter euro prices and a rate per other currency; the text menu shows every price in
// the currency the visitor picks, the card images and the PDF stay in euros and carry the
// rates line. One source for the conversion, its rounding, its format and its words.
import type { Lang } from "#app/lib/lang.ts";
import { formats } from "#app/lib/formats.ts";
import { ratesWordsFr } from "./currencies.fr.ts";
import { ratesWordsDe } from "./currencies.de.ts";
import { ratesWordsIt } from "./currencies.it.ts";
import { ratesWordsRu } from "./currencies.ru.ts";

export const menuCurrencies = ["EUR", "USD", "CUP"] as const;
export type MenuCurrency = (typeof menuCurrencies)[number];
/** The currencies a rate converts euros into. */
export const foreignCurrencies = ["USD", "CUP"] as const satisfies readonly MenuCurrency[];
export type ForeignCurrency = (typeof foreignCurrencies)[number];
export const baseCurrency = "EUR" satisfies MenuCurrency;

/** THE rounding rule: what each currency is rounded to and shown with (EUR and USD to cents, CUP to whole pesos). */
export const currencyDecimals: Record<MenuCurrency, number> = { EUR: 2, USD: 2, CUP: 0 };

/** A rate has at most this many decimals ("1.0825"); conversions are done in whole numbers of its 1/10 000. */
export const RATE_MAX_DECIMALS = 4;
const RATE_SCALE = 10 ** RATE_MAX_DECIMALS;
/** The highest rate an owner may enter (a euro is worth a few hundred pesos; this leaves room for years of inflation). */
export const RATE_MAX = 100_000;
/** A new rate more than this factor above or below the last one asks for a confirmation before it is saved. */
export const RATE_CONFIRM_FACTOR = 1.5;

/** The rates as the owners last set them: one per currency (none: that currency is not offered), and the day they were set. */
export type CurrencyRates = {
  /** The restaurant's date when they were set, "2026-11-25". */
  date: string;
  rates: Partial<Record<ForeignCurrency, number>>;
};

/** Where the rates live (db/schema.ts `meta`): one fact per currency, and the date they were set. */
export const ratesMetaKeys = {
  date: "menu.rates.date",
  USD: "menu.rates.usd",
  CUP: "menu.rates.cup",
} as const satisfies Record<ForeignCurrency | "date", string>;

/** The currencies a visitor may pick: euros, and each currency with a rate. */
export function offeredCurrencies(rates: CurrencyRates | null): MenuCurrency[] {
  return [baseCurrency, ...foreignCurrencies.filter((c) => rates?.rates[c] !== undefined)];
}

/** "usd" (an address's or a cookie's value) → "USD" when that currency is offered; null otherwise. */
export function pickCurrency(value: string | null | undefined, rates: CurrencyRates | null): MenuCurrency | null {
  const wanted = value?.toUpperCase();
  return offeredCurrencies(rates).find((c) => c === wanted) ?? null;
}

/**
 * A euro price in another currency, rounded by the currency's rule (half up), in its major
 * unit: 900 cents at 1.08 → 9.72 (USD), at 410 → 3690 (CUP). Whole-number arithmetic, so no
 * binary fraction ever tips a rounding.
 */
export function convertCents(cents: number, rate: number, currency: MenuCurrency): number {
  const exact = cents * Math.round(rate * RATE_SCALE); // in 1/(100 × RATE_SCALE) of the currency
  const step = (100 * RATE_SCALE) / 10 ** currencyDecimals[currency];
  const whole = Math.floor(exact / step);
  const rounded = exact - whole * step >= step / 2 ? whole + 1 : whole;
  return rounded / 10 ** currencyDecimals[currency];
}

/** An amount in a currency other than euros, as the page writes it: "≈ 9.72 USD", "≈ 3,690 CUP" (no-break spaces). */
export function formatApproximate(amount: number, currency: MenuCurrency, lang: Lang): string {
  const decimals = currencyDecimals[currency];
  return `≈\u00a0${formats[lang].number(amount, { min: decimals, max: decimals })}\u00a0${currency}`;
}

/** A rate as the rates line writes it: at least the currency's decimals, at most the rate's own: "1.08", "410", "1.0825". */
export function formatRate(rate: number, currency: ForeignCurrency, lang: Lang): string {
  return formats[lang].number(rate, { min: currencyDecimals[currency], max: RATE_MAX_DECIMALS });
}

// The English words give the dictionary's type: the translations beside it are checked against
// it, so it must not be inferred from them.
const ratesWordsEn = { of: "rates of", reference: "prices for reference and may change daily" } as const;

export const ratesWords: Record<Lang, Record<keyof typeof ratesWordsEn, string>> = {
  en: ratesWordsEn,
  es: { of: "tasas del", reference: "precios orientativos, pueden cambiar a diario" },
  fr: ratesWordsFr,
  de: ratesWordsDe,
  it: ratesWordsIt,
  ru: ratesWordsRu,
};

/**
 * The one line that says the rates and their date: "1 € ≈ 1.08 USD, 1 € ≈ 410 CUP, rates of
 * 25 November 2026; prices for reference and may change daily". The card images and the PDF write
 * "=" (their fonts have no "≈"). Null when no rate is set.
 */
export function ratesLine(rates: CurrencyRates | null, lang: Lang, sign: "≈" | "=" = "≈"): string | null {
  if (!rates) return null;
  const parts = foreignCurrencies.flatMap((c) => {
    const rate = rates.rates[c];
    return rate === undefined ? [] : [`1\u00a0€ ${sign} ${formatRate(rate, c, lang)}\u00a0${c}`];
  });
  if (parts.length === 0) return null;
  const words = ratesWords[lang];
  return `${parts.join(", ")}, ${words.of} ${formats[lang].date(rates.date)}; ${words.reference}`;
}

export type RateParse = { ok: true; rate: number | null } | { ok: false; error: "rateNotNumber" | "rateNotPositive" | "rateDecimals" | "rateTooHigh" };

/** A rate as an owner types it ("1.08", "1,08", "410"); empty is null: that currency is taken off the menu. */
export function parseRate(text: string): RateParse {
  const value = text.replace(/\s+/g, "");
  if (value === "") return { ok: true, rate: null };
  const match = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(value);
  const [, sign = "", whole = "", fraction = ""] = match ?? [];
  if (!match || whole + fraction === "") return { ok: false, error: "rateNotNumber" };
  const rate = Number(`${whole || "0"}.${fraction || "0"}`);
  if (sign === "-" || rate <= 0) return { ok: false, error: "rateNotPositive" };
  if (fraction.length > RATE_MAX_DECIMALS) return { ok: false, error: "rateDecimals" };
  if (rate > RATE_MAX) return { ok: false, error: "rateTooHigh" };
  return { ok: true, rate };
}

/** Whether a new rate is so far from the last one (a typo, a rate per dollar instead of per euro) that the owner must confirm it. */
export function needsConfirmation(next: number, last: number | undefined): boolean {
  if (last === undefined) return false;
  return next > last * RATE_CONFIRM_FACTOR || next < last / RATE_CONFIRM_FACTOR;
}
