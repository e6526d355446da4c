import { PAX_MAX, PAX_MIN } from "#app/booking/party-size.ts";

// What an owner may save as the schedule (docs/product.md §17), named once and imported by the
// schema, the owners' page and the tests (docs/contributing.md §3.2).

/** Opening periods in one day (breakfast, lunch, dinner). */
export const PERIODS_PER_DAY_MAX = 3;
/** Exceptions kept at once (past ones drop out by themselves). */
export const EXCEPTIONS_MAX = 40;
/** An exception's label, in each language ("Nochebuena", "Private event"). */
export const EXCEPTION_LABEL_MAX_CHARS = 40;
/** The last seating before a closing, in minutes; it must also be shorter than every period. */
export const LAST_SEATING_MINUTES_MAX = 6 * 60;
/** The minimum notice, in minutes: 0 to 7 days. */
export const NOTICE_MINUTES_MAX = 7 * 24 * 60;
/** How far ahead one may book, in days; above this the spec's end of next year is the limit anyway. */
export const MAX_DAYS_AHEAD_MIN = 1;
export const MAX_DAYS_AHEAD_MAX = 731;
/** A large party: within the people range of a booking (app/booking/party-size.ts). */
export const LARGE_PARTY_MIN = PAX_MIN + 1;
export const LARGE_PARTY_MAX = PAX_MAX;
/** Covers per 15-minute slot in one area. */
export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 999;
/** After a save, the owners are warned when no slot can be booked within this many days. */
export const BOOKABLE_WARNING_DAYS = 30;
/** Saved versions listed on the owners' page, newest first. */
export const SCHEDULE_HISTORY_SHOWN = 15;
/** The owners' schedule form: every field of every day and exception fits well within this. */
export const SCHEDULE_FORM_MAX_BYTES = 64 * 1024;
