// Reservation times (docs/product.md §3, §12): stored as 24-hour "HH:mm", shown as 12-hour labels
// such as "3:15 PM" (app/lib/clock.ts). Which times are seating slots on a date is the schedule's
// to say (bookable-slots.ts; the seeded one offers the spec's 07:00 … 22:45).

/** The spec's time slots: every SLOT_MINUTES from 07:00 to 22:45 (docs/product.md §3, §9). */
export const FIRST_SLOT = "07:00";
export const LAST_SLOT = "22:45";

/**
 * The one grid of reservation times (docs/product.md §3): a time a client sends is accepted only
 * on it, the schedule's seating slots start on it, and a run of slots steps by it.
 */
export const SLOT_MINUTES = 15;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

const TWENTY_FOUR_HOUR = /^([01]\d|2[0-3]):([0-5]\d)$/;
const TWELVE_HOUR = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/**
 * Any quarter hour a client sent, as "HH:mm": its 24-hour value ("06:30") or its 12-hour label
 * ("6:30 AM", the JSON of docs/product.md §3). Whether it is a seating slot on a date is the
 * schedule's answer (bookable-slots.ts), not this list's.
 */
export function parseSlotTime(input: string): string | undefined {
  const text = input.trim().toUpperCase().replace(/\s+/g, " ");
  const plain = TWENTY_FOUR_HOUR.exec(text);
  const labelled = plain ? undefined : TWELVE_HOUR.exec(text);
  let hours: number;
  let minutes: number;
  if (plain) [hours, minutes] = [Number(plain[1]), Number(plain[2])];
  else if (labelled) [hours, minutes] = [(Number(labelled[1]) % 12) + (labelled[3] === "PM" ? 12 : 0), Number(labelled[2])];
  else return undefined;
  if (minutes % SLOT_MINUTES !== 0) return undefined;
  return `${pad(hours)}:${pad(minutes)}`;
}
