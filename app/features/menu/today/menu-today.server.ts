// What the public pages show of the menu that changes with the clock, not with an edit
// (docs/product.md §14.7, §14.8): the items marked "not today" and the specials of today
// (the restaurant's date), with the next instant either changes by itself.
//
// Why an expiry (docs/product.md §15.2): the HTML cache (server/html-cache/page-store.ts) keeps a page until
// an owner's edit (publish()) and the restaurant's day change, and the service worker keeps a
// copy for offline reading. A mark ends at the next opening, mid-morning of a later day, when
// nothing is edited and the day did not change: a page kept from before would still show it.
// So a page showing these carries `Expires` at the next such instant; the HTML cache drops the
// page then, and the service worker no longer serves its copy after it
// (app/shell/offline/service-worker.ts). Computing it on the visitor's device instead would
// mean new JavaScript on every public page, and the marks would still be in the kept HTML.
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import type { Lang } from "#app/lib/lang.ts";
import { notTodayItems } from "./not-today-store.server.ts";
import { nextMidnight, restaurantDate } from "../rules/not-today.ts";
import { localizeSpecials, type LocalizedSpecials } from "../rules/specials.ts";
import { specialsOn, upcomingSpecials } from "./specials-store.server.ts";

export type MenuToday = {
  /** Items marked "not today" at the moment asked. */
  notToday: ReadonlySet<number>;
  /** The specials of the restaurant's today, in the page's language. */
  specials: LocalizedSpecials | null;
  /** The next instant when either changes by itself; null when nothing is timed. */
  changesAt: Date | null;
};

function earliest(instants: Date[]): Date | null {
  return instants.reduce<Date | null>((soonest, at) => (soonest === null || at < soonest ? at : soonest), null);
}

/** The specials of today in `lang`, and when the home page showing them goes stale. */
export async function specialsToday(lang: Lang, now = new Date()): Promise<Pick<MenuToday, "specials" | "changesAt">> {
  const today = restaurantDate(now, restaurantTimeZone);
  const [specials, upcoming] = await Promise.all([specialsOn(today), upcomingSpecials(today)]);
  // Today's block ends at midnight, and a later day's begins then.
  return { specials: specials ? localizeSpecials(specials, lang) : null, changesAt: upcoming.length > 0 ? nextMidnight(now, restaurantTimeZone) : null };
}

export async function menuToday(lang: Lang, now = new Date()): Promise<MenuToday> {
  const [marks, { specials, changesAt }] = await Promise.all([notTodayItems(now), specialsToday(lang, now)]);
  return { notToday: new Set(marks.keys()), specials, changesAt: earliest([...marks.values(), ...(changesAt ? [changesAt] : [])]) };
}

/** The response headers of a page showing timed content: `Expires` at its next change. */
export function timedContentHeaders(changesAt: Date | null): Record<string, string> {
  return changesAt ? { Expires: changesAt.toUTCString() } : {};
}
