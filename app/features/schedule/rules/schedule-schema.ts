import { z } from "#app/zod.ts";
import { minutesOfWallTime, weekdays, type Weekday } from "#app/booking/wall-time.ts";
import { exceptionLabelField, type ExceptionLabelField, type ExceptionLabels, type Period, type Schedule, type ScheduleException } from "#app/booking/schedule.ts";
import { isOwnerLang, languages, ownerLanguages, type Lang, type OwnerLang } from "#app/lib/lang.ts";
import { areas, type Area } from "#app/booking/areas.ts";
import {
  CAPACITY_MAX,
  CAPACITY_MIN,
  EXCEPTION_LABEL_MAX_CHARS,
  EXCEPTIONS_MAX,
  LARGE_PARTY_MAX,
  LARGE_PARTY_MIN,
  LAST_SEATING_MINUTES_MAX,
  MAX_DAYS_AHEAD_MAX,
  MAX_DAYS_AHEAD_MIN,
  NOTICE_MINUTES_MAX,
  PERIODS_PER_DAY_MAX,
} from "./schedule-limits.ts";
import type { ScheduleMessageCode } from "./schedule-messages.ts";

// What an owner may save as the schedule (docs/product.md §17): the owners' form's one schema
// (docs/contributing.md §3.3), run by the browser and by the action. Its input is what the form
// posts (text, "on" checkboxes, numbers as text); its output is the schedule without its time
// zone, which is the site's (content/site.json). Every message is a code of schedule-messages.ts.

type Code = ScheduleMessageCode;

const OPENS = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSES = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRealDate = (s: string) => ISO_DATE.test(s) && new Date(`${s}T12:00:00Z`).toISOString().slice(0, 10) === s;

const periodSchema = z.object({
  opens: z.string({ error: "timeInvalid" satisfies Code }).trim().regex(OPENS, "timeInvalid" satisfies Code),
  // A time input cannot show 24:00: a closing at 00:00 is midnight at the end of the day.
  closes: z
    .string({ error: "closeTimeInvalid" satisfies Code })
    .trim()
    .regex(CLOSES, "closeTimeInvalid" satisfies Code)
    .transform((s) => (s === "00:00" ? "24:00" : s)),
});

const periodsSchema = z
  .array(periodSchema)
  .max(PERIODS_PER_DAY_MAX, "tooManyPeriods" satisfies Code)
  .default([]);

const dateSchema = z.string({ error: "dateInvalid" satisfies Code }).trim().refine(isRealDate, "dateInvalid" satisfies Code);

const labelSchema = z
  .string({ error: "labelRequired" satisfies Code })
  .trim()
  .min(1, "labelRequired" satisfies Code)
  .max(EXCEPTION_LABEL_MAX_CHARS, "labelTooLong" satisfies Code);

/**
 * A label in a guest language the owners' area does not speak: optional (docs/owners-guide.md,
 * "Opening hours"); an empty one is left out of the saved document, as in one saved before the
 * language existed. Its absence is counted on the Languages page.
 */
const optionalLabelSchema = z.string().trim().max(EXCEPTION_LABEL_MAX_CHARS, "labelTooLong" satisfies Code).optional();

/** The guest languages whose exception labels are optional, in the list's order. */
export const optionalLabelLanguages = languages.filter((lang): lang is Exclude<Lang, OwnerLang> => !isOwnerLang(lang));

type LabelShape = Record<ExceptionLabelField<OwnerLang>, typeof labelSchema> &
  Record<ExceptionLabelField<Exclude<Lang, OwnerLang>>, typeof optionalLabelSchema>;

const labelShape = Object.fromEntries([
  ...ownerLanguages.map((lang) => [exceptionLabelField(lang), labelSchema]),
  ...optionalLabelLanguages.map((lang) => [exceptionLabelField(lang), optionalLabelSchema]),
]) as LabelShape;

/** The labels a save keeps: every owners' language's, and each other language's that is written. */
function savedLabels(value: Partial<Record<ExceptionLabelField, string>>): ExceptionLabels {
  const labels: Record<string, string> = {};
  for (const lang of languages) {
    const label = value[exceptionLabelField(lang)];
    if (isOwnerLang(lang) || label) labels[exceptionLabelField(lang)] = label ?? "";
  }
  return labels as ExceptionLabels;
}

/** A whole number from min to max; `missing` when it is not one. */
function wholeNumber(missing: Code, outOfRange: Code, min: number, max: number) {
  return z
    .number({ error: missing })
    .int(missing)
    .refine((n) => n >= min && n <= max, { message: outOfRange, params: { min, max } });
}

const exceptionSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  closed: z.boolean().default(false),
  periods: periodsSchema,
  ...labelShape,
});

const weeklySchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, periodsSchema])) as Record<Weekday, typeof periodsSchema>,
);

const capacitySchema = z.object(
  Object.fromEntries(areas.map((area) => [area, wholeNumber("wholeCovers", "coversRange", CAPACITY_MIN, CAPACITY_MAX).optional()])) as Record<
    Area,
    z.ZodOptional<ReturnType<typeof wholeNumber>>
  >,
);

/** The owners' schedule form. */
export const scheduleSchema = z
  .object({
    weekly: weeklySchema.prefault({}),
    exceptions: z.array(exceptionSchema).max(EXCEPTIONS_MAX, "tooManyExceptions" satisfies Code).default([]),
    lastSeatingMinutes: wholeNumber("wholeMinutes", "minutesRange", 0, LAST_SEATING_MINUTES_MAX),
    noticeMinutes: wholeNumber("wholeMinutes", "minutesRange", 0, NOTICE_MINUTES_MAX),
    maxDaysAhead: wholeNumber("wholeDays", "daysRange", MAX_DAYS_AHEAD_MIN, MAX_DAYS_AHEAD_MAX).optional(),
    largePartyMin: wholeNumber("wholePeople", "peopleRange", LARGE_PARTY_MIN, LARGE_PARTY_MAX).optional(),
    capacity: capacitySchema.prefault({}),
  })
  .superRefine((value, ctx) => {
    const days: { path: (string | number)[]; periods: readonly Period[] }[] = [
      ...weekdays.map((day) => ({ path: ["weekly", day], periods: value.weekly[day] })),
      ...value.exceptions.map((e, i) => ({ path: ["exceptions", i, "periods"], periods: e.closed ? [] : e.periods })),
    ];
    for (const { path, periods } of days) periodRules(periods, path, ctx);

    value.exceptions.forEach((e, i) => {
      if (e.to < e.from) ctx.addIssue({ code: "custom", path: ["exceptions", i, "to"], message: "endBeforeStart" satisfies Code });
      if (!e.closed && e.periods.length === 0) {
        ctx.addIssue({ code: "custom", path: ["exceptions", i, "periods"], message: "hoursNeeded" satisfies Code });
      }
      const other = value.exceptions.find((o, j) => j < i && o.from <= e.to && e.from <= o.to);
      if (other) {
        ctx.addIssue({ code: "custom", path: ["exceptions", i, "from"], message: "exceptionsOverlap" satisfies Code, params: { from: other.from, to: other.to } });
      }
    });

    // Every period must leave at least one seating: the last seating is shorter than the shortest.
    const lengths = days.flatMap(({ periods }) => periods.map((p) => minutesOfWallTime(p.closes) - minutesOfWallTime(p.opens))).filter((n) => n > 0);
    const shortest = Math.min(...lengths);
    if (lengths.length > 0 && value.lastSeatingMinutes >= shortest) {
      ctx.addIssue({ code: "custom", path: ["lastSeatingMinutes"], message: "lastSeatingTooLong" satisfies Code, params: { minutes: shortest } });
    }
  })
  .transform(
    (value): ScheduleEdit => ({
      weekly: Object.fromEntries(weekdays.map((day) => [day, sortPeriods(value.weekly[day])])) as Record<Weekday, Period[]>,
      exceptions: value.exceptions
        .map((e): ScheduleException => ({ from: e.from, to: e.to, periods: e.closed ? [] : sortPeriods(e.periods), ...savedLabels(e) }))
        .toSorted((a, b) => a.from.localeCompare(b.from)),
      booking: {
        lastSeatingMinutes: value.lastSeatingMinutes,
        noticeMinutes: value.noticeMinutes,
        maxDaysAhead: value.maxDaysAhead ?? null,
        largePartyMin: value.largePartyMin ?? null,
      },
      capacity: Object.fromEntries(Object.entries(value.capacity).filter(([, n]) => n !== undefined)) as Record<string, number>,
    }),
  );

/** A day's periods: each closes after it opens, none overlaps another (compared in time order). */
function periodRules(periods: readonly Period[], path: (string | number)[], ctx: z.RefinementCtx) {
  periods.forEach((p, i) => {
    if (minutesOfWallTime(p.closes) <= minutesOfWallTime(p.opens)) {
      ctx.addIssue({ code: "custom", path: [...path, i, "closes"], message: "closesBeforeOpens" satisfies Code });
    }
  });
  const order = periods.map((p, i) => ({ p, i })).toSorted((a, b) => a.p.opens.localeCompare(b.p.opens));
  order.forEach(({ p, i }, k) => {
    const before = order[k - 1];
    if (before && minutesOfWallTime(p.opens) < minutesOfWallTime(before.p.closes)) {
      ctx.addIssue({ code: "custom", path: [...path, i, "opens"], message: "periodsOverlap" satisfies Code });
    }
  });
}

function sortPeriods(periods: readonly Period[]): Period[] {
  return periods.toSorted((a, b) => a.opens.localeCompare(b.opens));
}

/** What the form saves: a schedule without its time zone (the site's, content/site.json). */
export type ScheduleEdit = Omit<Schedule, "timeZone">;

/** The form as it starts from a schedule: every value as the text its field shows. */
export type ScheduleFormValue = {
  weekly: Record<Weekday, { opens: string; closes: string }[]>;
  exceptions: ({ from: string; to: string; closed: "on" | ""; periods: { opens: string; closes: string }[] } & Record<ExceptionLabelField, string>)[];
  lastSeatingMinutes: string;
  noticeMinutes: string;
  maxDaysAhead: string;
  largePartyMin: string;
  capacity: Record<string, string>;
};

export function scheduleFormValue(schedule: Schedule): ScheduleFormValue {
  const periods = (list: readonly Period[]) => list.map(({ opens, closes }) => ({ opens, closes: closes === "24:00" ? "00:00" : closes }));
  return {
    weekly: Object.fromEntries(weekdays.map((day) => [day, periods(schedule.weekly[day])])) as ScheduleFormValue["weekly"],
    exceptions: schedule.exceptions.map((e: ScheduleException) => ({
      from: e.from,
      to: e.to,
      closed: e.periods.length === 0 ? "on" : "",
      periods: periods(e.periods),
      ...labelValues((lang) => e[exceptionLabelField(lang)] ?? ""),
    })),
    lastSeatingMinutes: String(schedule.booking.lastSeatingMinutes),
    noticeMinutes: String(schedule.booking.noticeMinutes),
    maxDaysAhead: schedule.booking.maxDaysAhead === null ? "" : String(schedule.booking.maxDaysAhead),
    largePartyMin: schedule.booking.largePartyMin === null ? "" : String(schedule.booking.largePartyMin),
    capacity: Object.fromEntries(areas.map((area) => [area, schedule.capacity[area] === undefined ? "" : String(schedule.capacity[area])])),
  };
}

/** A new exception's empty row, and a new period's. */
export const emptyPeriod = { opens: "", closes: "" };
export const emptyException = { from: "", to: "", closed: "on", periods: [], ...labelValues(() => "") };

/** A form's label fields, one per guest language. */
function labelValues(value: (lang: Lang) => string): Record<ExceptionLabelField, string> {
  return Object.fromEntries(languages.map((lang) => [exceptionLabelField(lang), value(lang)])) as Record<ExceptionLabelField, string>;
}

/**
 * The hidden field carrying the saved version the form started from. Not part of the schema:
 * the schedule is one document, and the store refuses a save over a version the owner never saw
 * (app/features/schedule/schedule-store.server.ts).
 */
export const SCHEDULE_BASED_ON_FIELD = "basedOn";
