import { to12HourLabel } from "../../../lib/clock";
import { FIRST_SLOT, LAST_SLOT, SLOT_STEP_MINUTES } from "./contact-limits";

// Reservation time slots (docs/product.md §3, §12): stored as 24-hour "HH:mm",
// shown as 12-hour labels such as "3:15 PM".

export type TimeSlot = { readonly value: string; readonly label: string };

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

export const timeSlots: readonly TimeSlot[] = (() => {
  const slots: TimeSlot[] = [];
  for (let m = minutesOf(FIRST_SLOT); m <= minutesOf(LAST_SLOT); m += SLOT_STEP_MINUTES) {
    const value = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
    slots.push({ value, label: to12HourLabel(value) });
  }
  return slots;
})();

/**
 * The slot a client sent, given either as its 24-hour value ("15:15", what the
 * select posts) or its 12-hour label ("3:15 PM", what the JSON of docs/product.md §3 carries).
 */
export function findSlot(input: string): TimeSlot | undefined {
  const text = input.trim().toUpperCase().replace(/\s+/g, " ");
  return timeSlots.find((s) => s.value === text || s.label === text);
}

const TWENTY_FOUR_HOUR = /^([01]\d|2[0-3]):([0-5]\d)$/;
const TWELVE_HOUR = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/**
 * Any quarter hour a client sent, as "HH:mm": its 24-hour value ("06:30") or its 12-hour label
 * ("6:30 AM", the JSON of docs/product.md §3). Whether it is a seating slot on a date is the
 * schedule's answer (app/lib/schedule.ts), not this list's.
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
  if (minutes % SLOT_STEP_MINUTES !== 0) return undefined;
  return `${pad(hours)}:${pad(minutes)}`;
}
