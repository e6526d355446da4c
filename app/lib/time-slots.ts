import { FIRST_SLOT, LAST_SLOT, SLOT_STEP_MINUTES } from "./contact-limits";

// Reservation time slots (spec §3, design.md §8): stored as 24-hour "HH:mm",
// shown as 12-hour labels such as "3:15 PM".

export type TimeSlot = { readonly value: string; readonly label: string };

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** "15:15" → "3:15 PM", "00:05" → "12:05 AM", "12:00" → "12:00 PM". */
export function slotLabel(value: string): string {
  const minutes = minutesOf(value);
  const h24 = Math.floor(minutes / 60);
  const suffix = h24 < 12 ? "AM" : "PM";
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${pad(minutes % 60)} ${suffix}`;
}

export const timeSlots: readonly TimeSlot[] = (() => {
  const slots: TimeSlot[] = [];
  for (let m = minutesOf(FIRST_SLOT); m <= minutesOf(LAST_SLOT); m += SLOT_STEP_MINUTES) {
    const value = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
    slots.push({ value, label: slotLabel(value) });
  }
  return slots;
})();

/**
 * The slot a client sent, given either as its 24-hour value ("15:15", what the
 * select posts) or its 12-hour label ("3:15 PM", what spec §3's JSON carries).
 */
export function findSlot(input: string): TimeSlot | undefined {
  const text = input.trim().toUpperCase().replace(/\s+/g, " ");
  return timeSlots.find((s) => s.value === text || s.label === text);
}
