import { fill } from "../lib/fill.ts";
import { formats } from "../lib/formats.ts";
import { defaultLang, type Lang } from "../lib/lang.ts";
import { addDaysToIsoDate, weekdayOf, weekdays, type Weekday, type WallTime } from "./wall-time.ts";
import { exceptionLabelField, weeklyHourGroups, type Period, type Schedule, type ScheduleException } from "./schedule.ts";
import { type OpenState } from "./open-state.ts";
import { openingHoursTexts } from "./opening-hours-texts.ts";

// The schedule in words (docs/product.md §1, §17), in the page's language. Every fact comes
// from the schedule's modules in app/booking/; this module only words it.

/**
 * A time of the schedule in a language's clock (app/lib/formats.ts): "07:00" → "7:00 AM" in English
 * and Spanish, "7:00" in French, German, Italian and Russian; a closing at "24:00" is midnight,
 * "12:00 AM", "0:00".
 */
export function timeLabel(time: WallTime, lang: Lang): string {
  return formats[lang].time(time === "24:00" ? "00:00" : time);
}

/** "2026-12-24" → "24/12" (docs/product.md §12: day first, as the form's dates; "24.12." in German: app/lib/formats.ts). */
export function shortDate(iso: string, lang: Lang): string {
  return formats[lang].dayMonth(iso);
}

/** "7:00 AM – 11:00 AM, 12:00 PM – 11:00 PM"; "Closed" for none. */
export function periodsText(periods: readonly Period[], lang: Lang): string {
  const t = openingHoursTexts[lang];
  if (periods.length === 0) return t.closed;
  return periods.map((p) => fill(t.period, { opens: timeLabel(p.opens, lang), closes: timeLabel(p.closes, lang) })).join(", ");
}

/** "Every day", "Mon", "Mon – Fri" (groups are runs of neighbouring days, Monday first). */
export function dayGroupText(days: readonly Weekday[], lang: Lang): string {
  const t = openingHoursTexts[lang];
  if (days.length === weekdays.length) return t.everyDay;
  const first = days[0] ?? "mon";
  const last = days.at(-1) ?? first;
  return days.length === 1 ? t[`day.${first}`] : fill(t.dayRange, { first: t[`day.${first}`], last: t[`day.${last}`] });
}

export type HoursLine = { readonly days: string; readonly hours: string };

/** The footer's weekly hours: one line per run of days with the same hours. */
export function weeklyHoursLines(schedule: Schedule, lang: Lang): readonly HoursLine[] {
  return weeklyHourGroups(schedule).map((group) => ({ days: dayGroupText(group.days, lang), hours: periodsText(group.periods, lang) }));
}

/** An exception's label in a language as its owners wrote it, or undefined where it is not written. */
export function writtenExceptionLabel(exception: ScheduleException, lang: Lang): string | undefined {
  const label = exception[exceptionLabelField(lang)]?.trim();
  return label ? label : undefined;
}

/**
 * An exception's label in a language, for a guest. Where that language's label is not written
 * (an exception an owner added after the language was published; the Languages page counts it
 * as missing), the default language's label stands in: the sentence around it, the dates and
 * the hours stay in the guest's language, and a name such as "Christmas Eve" is understood where
 * an empty label would leave "Fermé le 24/12 : " dangling. The default language's label is always
 * written (the schedule's form requires the owners' languages).
 */
export function exceptionLabel(exception: ScheduleException, lang: Lang): string {
  return writtenExceptionLabel(exception, lang) ?? exception[exceptionLabelField(defaultLang)] ?? "";
}

/** "Closed on 24/12: Christmas Eve", "Open 12:00 PM – 5:00 PM from 30/12 to 31/12: …". */
export function exceptionText(exception: ScheduleException, lang: Lang): string {
  const t = openingHoursTexts[lang];
  const label = exceptionLabel(exception, lang);
  const oneDay = exception.from === exception.to;
  const dates = { date: shortDate(exception.from, lang), from: shortDate(exception.from, lang), to: shortDate(exception.to, lang) };
  if (exception.periods.length === 0) return fill(oneDay ? t.closedOnDay : t.closedFromTo, { ...dates, label });
  return fill(oneDay ? t.hoursOnDay : t.hoursFromTo, { ...dates, label, hours: periodsText(exception.periods, lang) });
}

/** "tomorrow", "on Thursday" (within the week), "on 24/12" (later). */
function dayWords(date: string, today: string, lang: Lang): string {
  const t = openingHoursTexts[lang];
  if (date === addDaysToIsoDate(today, 1)) return t.tomorrow;
  if (date <= addDaysToIsoDate(today, 6)) return fill(t.onWeekday, { weekday: t[`weekday.${weekdayOf(date)}`] });
  return fill(t.onDate, { date: shortDate(date, lang) });
}

/** Spanish says "a la 1:00", "a las 2:00". */
function withArticle(text: string, time: string, lang: Lang): string {
  return lang === "es" && time.startsWith("1:") ? text.replace("a las {time}", "a la {time}") : text;
}

/** "Open now · closes at 11:00 PM", "Closed now · opens tomorrow at 7:00 AM", as of the restaurant's `today`. */
export function openStateText(state: OpenState, today: string, lang: Lang): string {
  const t = openingHoursTexts[lang];
  const at = state.open ? state.closes : state.opens;
  if (!at) return t.closedNow;
  const time = timeLabel(at.time, lang);
  // A closing at "24:00" of today is still today's.
  const sameDay = at.date === today;
  if (state.open) {
    return sameDay
      ? fill(withArticle(t.openNow, time, lang), { time })
      : fill(withArticle(t.openNowClosesOn, time, lang), { time, day: dayWords(at.date, today, lang) });
  }
  return sameDay
    ? fill(withArticle(t.closedOpensToday, time, lang), { time })
    : fill(withArticle(t.closedOpensOn, time, lang), { time, day: dayWords(at.date, today, lang) });
}
