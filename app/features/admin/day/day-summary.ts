import { fill } from "#app/lib/fill.ts";
import type { AdminWords } from "../shell/dictionary.ts";

// The day view's heading line: what the evening still holds and what has happened, told apart
// (an arrived guest is no longer a reservation to expect); a no-show counts in neither.

/** The counts the heading says: reservations still to come (confirmed), arrived ones, and the people of both. */
export type EveningCounts = { toCome: number; arrived: number; people: number };

/** "2 reservations still to come · 1 arrived · 8 people"; the arrived part only once someone has. */
export function eveningSummary({ toCome, arrived }: EveningCounts, t: AdminWords, peopleText: string): string {
  const coming = toCome === 0 ? t.dayToComeNone : fill(toCome === 1 ? t.dayToComeOne : t.dayToComeOther, { n: toCome });
  const came = arrived === 0 ? [] : [fill(arrived === 1 ? t.dayArrivedOne : t.dayArrivedOther, { n: arrived })];
  return [coming, ...came, peopleText].join(" · ");
}
