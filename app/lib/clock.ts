// Times are kept as 24-hour "HH:mm" and shown with 12-hour labels (design.md §8, spec §3).

/** "07:00" → "7:00 AM", "23:00" → "11:00 PM", "12:15" → "12:15 PM", "00:30" → "12:30 AM". */
export function to12HourLabel(hhmm: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) throw new RangeError(`Not a 24-hour time: ${hhmm}`);
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${suffix}`;
}
