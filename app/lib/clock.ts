// Times are kept as 24-hour "HH:mm" and shown with 12-hour labels (docs/product.md §12, §3).
// The one conversion: the opening hours, the reservation time slots and the owners' area use it.

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a text is a 24-hour time written "HH:mm" ("07:00", "22:45"). */
export function is24HourTime(text: string): boolean {
  return HHMM.test(text);
}

/** "07:00" → "7:00 AM", "23:00" → "11:00 PM", "12:15" → "12:15 PM", "00:30" → "12:30 AM". */
export function to12HourLabel(hhmm: string): string {
  const match = HHMM.exec(hhmm);
  if (!match) throw new RangeError(`Not a 24-hour time: ${hhmm}`);
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${suffix}`;
}

/**
 * A stored time as people read it: its 12-hour label, or the stored text unchanged when
 * it is not "HH:mm", so a page that shows old or odd data never fails on it.
 */
export function storedTimeLabel(text: string): string {
  return is24HourTime(text) ? to12HourLabel(text) : text;
}
