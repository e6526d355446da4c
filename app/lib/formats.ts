// How the site writes dates, times, numbers, prices and counts in a language: the one place of
// those rules (docs/contributing.md, "Adding a language"). Every format comes from Intl and the
// language's BCP 47 tag (`languageSettings` in ./lang.ts, docs/decisions/0031-languages-as-data.md),
// so a language added to the list needs nothing here. Pure: used by the pages and the mails.
//
// What stays out on purpose: the dd/MM/yyyy a guest types or picks in the form, and the form's
// 12-hour slot labels and the JSON's `hora` (the spec fixes them; ../booking/reservation-dates.ts,
// ./clock.ts); the owners' compact lists (../features/admin/shell/format.ts); Spanish grammar's
// "a la una" (../booking/schedule-words.ts).
import { to12HourLabel, is24HourTime } from "./clock.ts";
import { fill } from "./fill.ts";
import { locales, perLang, type Lang } from "./lang.ts";

/**
 * Where the site's convention asks more of Intl than the bare tag: its English writes the day
 * first (docs/product.md §12), as British English does. A language not named here uses its tag.
 */
const formatTags: Partial<Record<Lang, string>> = { en: "en-GB" };

/**
 * The languages whose times the spec writes as 12-hour labels with AM/PM ("3:15 PM",
 * docs/product.md §3, §12): the form's slots, which a guest's mails and page repeat. A language
 * the spec does not cover writes a time as its own tag does ("20:30").
 */
const twelveHourLanguages: ReadonlySet<string> = new Set(["en", "es"]);

/** The words of a count by Intl's plural category: `other` always, `one` (and `few`, `many`… where a language has them); `{n}` is the number. */
export type CountWords = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

/** A language's formats. Build one for any tag with `formatsFor`; the site's languages are `formats`. */
export interface Formats {
  /** The tag Intl is given: "en-GB", "es", "fr". */
  readonly locale: string;
  /** A calendar day with weekday and month in words: "Saturday, 12 December 2026", "sábado, 12 de diciembre de 2026". */
  longDate(iso: string): string;
  /** A calendar day with the month in words: "25 November 2026", "25 de noviembre de 2026". */
  date(iso: string): string;
  /** Day and month in figures, as the language writes a date in figures without its year: "01/12" ("01.12." in German, "01.12" in Russian). */
  dayMonth(iso: string): string;
  /** A wall time "HH:mm": "8:30 PM" in the spec's languages, "20:30" in German. */
  time(hhmm: string): string;
  /** An instant where the restaurant is: "Saturday, 12 December 2026, 8:30 PM". */
  dateTime(instant: Date | number, timeZone: string): string;
  /** A number with the language's separators: 3690 → "3,690", "3690", "3 690". */
  number(value: number, fractionDigits?: { readonly min: number; readonly max: number }): string;
  /** An amount in a currency (ISO 4217): (4.5, "EUR") → "€4.50", "4,50 €". */
  money(amount: number, currency: string): string;
  /** A count in words, by the language's plural rules: (4, { one: "1 person", other: "{n} people" }) → "4 people". */
  count(n: number, words: CountWords): string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Noon UTC of a real calendar day, so no offset moves it; undefined for anything else. */
function noonOf(iso: string): Date | undefined {
  const m = ISO_DATE.exec(iso);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return date.toISOString().slice(0, 10) === iso ? date : undefined;
}

/** The restaurant's calendar day and wall time of an instant: ["2026-12-12", "20:30"]. */
function wallClock(instant: Date | number, timeZone: string): [string, string] {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(+instant)
      .map((p) => [p.type, p.value]),
  );
  return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`];
}

/** A language's formats for a BCP 47 tag. Intl's formatters are made on first use and kept. */
export function formatsFor(locale: string): Formats {
  const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();
  function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
    let made = cache.get(key) as T | undefined;
    if (!made) {
      made = make();
      cache.set(key, made);
    }
    return made;
  }
  const dayFormat = (key: string, options: Intl.DateTimeFormatOptions) => (iso: string) => {
    const noon = noonOf(iso);
    return noon ? kept(key, () => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" })).format(noon) : iso;
  };
  // Day and month are the language's date in figures without the year: Intl's own day-month
  // pattern drops the leading zero in Spanish ("1/12"), where the site's dates read 01/12/2026.
  const dayMonth = (iso: string): string => {
    const noon = noonOf(iso);
    if (!noon) return iso;
    const parts = kept("figures", () => new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" })).formatToParts(noon);
    const year = parts.findIndex((p) => p.type === "year");
    // The year and the separator that joins it to the rest, before it ("01.12.2026") or after it ("2026/12/01").
    const joiner = year === parts.length - 1 ? year - 1 : year + 1;
    const figures = parts
      .filter((_, i) => i !== year && !(i === joiner && parts[i]?.type === "literal"))
      .map((p) => p.value)
      .join("");
    // What the language writes after a day and month alone: German's closing dot ("24.12."), which
    // Intl's own day-month pattern keeps; nothing in the others.
    const ending = kept("dayMonth", () => new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", timeZone: "UTC" })).formatToParts(noon).at(-1);
    return ending?.type === "literal" ? figures + ending.value : figures;
  };
  const twelveHour = twelveHourLanguages.has(new Intl.Locale(locale).language);
  const time = (hhmm: string): string => {
    if (!is24HourTime(hhmm)) return hhmm;
    if (twelveHour) return to12HourLabel(hhmm);
    const [h, m] = hhmm.split(":").map(Number);
    return kept("time", () => new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" })).format(Date.UTC(2000, 0, 1, h, m));
  };
  const longDate = dayFormat("longDate", { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const number = (value: number, digits?: { readonly min: number; readonly max: number }): string =>
    kept(`number|${digits?.min}|${digits?.max}`, () =>
      new Intl.NumberFormat(locale, digits ? { minimumFractionDigits: digits.min, maximumFractionDigits: digits.max } : {}),
    ).format(value);
  return {
    locale,
    longDate,
    date: dayFormat("date", { day: "numeric", month: "long", year: "numeric" }),
    dayMonth,
    time,
    dateTime: (instant, timeZone) => {
      const [day, hhmm] = wallClock(instant, timeZone);
      return `${longDate(day)}, ${time(hhmm)}`;
    },
    number,
    money: (amount, currency) => kept(`money|${currency}`, () => new Intl.NumberFormat(locale, { style: "currency", currency })).format(amount),
    count: (n, words) => {
      const category = kept("plural", () => new Intl.PluralRules(locale)).select(n);
      return fill(words[category] ?? words.other, { n: number(n) });
    },
  };
}

/** The tag a language's formats use: its BCP 47 tag, or the regional convention above. */
export function formatTag(lang: Lang): string {
  return formatTags[lang] ?? locales[lang];
}

/** Every language's formats: `formats[lang].longDate("2026-12-12")`. */
export const formats: Readonly<Record<Lang, Formats>> = perLang((lang) => formatsFor(formatTag(lang)));
