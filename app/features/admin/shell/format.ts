// How the owners' area writes dates and times in its compact lists and histories (docs/product.md
// §12): dd/MM/yyyy, instants in the restaurant's time zone, not the reader's. A day with weekday and
// month in words (a request's page, the day view, the decision page), a reservation's time:
// app/lib/formats.ts. The platform's Intl reads the time zone: the owners' pages' scripts carry
// no date library for it.

type WallParts = { year: string; month: string; day: string; hour: string; minute: string };

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's calendar date and clock time on the wall in `timeZone`, as two-digit parts (24 hours). */
function wallParts(instant: Date | number, timeZone: string): WallParts {
  let parts = partsFormats.get(timeZone);
  if (!parts) {
    parts = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    partsFormats.set(timeZone, parts);
  }
  const found = Object.fromEntries(parts.formatToParts(+instant).map((part) => [part.type, part.value]));
  return { year: found.year ?? "", month: found.month ?? "", day: found.day ?? "", hour: found.hour ?? "", minute: found.minute ?? "" };
}

/** An instant as "dd/MM/yyyy HH:mm" in the given time zone. */
export function formatInstant(instant: Date | number, timeZone: string): string {
  const p = wallParts(instant, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** An instant as "yyyy-MM-dd HH:mm" in the given time zone (sortable, for spreadsheets). */
export function formatInstantSortable(instant: Date | number, timeZone: string): string {
  const p = wallParts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** A calendar date as yyyy-MM-dd in the given time zone (for filenames, "today"). */
export function isoDateIn(instant: Date | number, timeZone: string): string {
  const p = wallParts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-09-12" → "12/09/2026"; anything else unchanged. */
export function formatIsoDate(iso: string): string {
  const m = ISO_DATE.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** Whether a text is a real calendar date written yyyy-MM-dd. */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}
