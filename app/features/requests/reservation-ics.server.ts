import { TZDate } from "@date-fns/tz";
import ical from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { fill } from "#app/lib/fill.ts";
import { localizePath, type Lang } from "#app/lib/lang.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { mailTexts } from "./mail-texts.ts";
import { RESERVATION_CALENDAR_MINUTES, restaurantTimeZone } from "#app/booking/reservation-dates.ts";

// The calendar file of a confirmed reservation (docs/product.md §13.2): one RFC 5545 event at the
// reservation's local time in the restaurant's time zone, with that zone's VTIMEZONE, so a
// calendar anywhere shows it at the right moment, across Cuba's daylight-saving changes.
// It carries no guest's link: calendars are synced and shared, and the manage link cancels
// (docs/decisions/0026-guest-link-windows.md); the event points to the site's home page instead.

export type CalendarReservation = {
  /** The restaurant's facts in force: its name, address, phone and e-mail go into the event. */
  site: SiteFacts;
  /** The request's id: the event's UID, so a later file for the same reservation replaces it. */
  id: string;
  /** yyyy-MM-dd and HH:mm, the restaurant's local time. */
  date: string;
  time: string;
  /** The placeholders' values in the guest's language (statusMailValues). */
  values: { people: string; area: string; site: string };
  lang: Lang;
  /** When it was made (the status change): a resend is the same file. */
  stamp: Date;
  /**
   * How many times the owners changed the reservation (app/features/requests/reservation-changes.server.ts):
   * a calendar keeps the event with the highest SEQUENCE of a UID, so each change's file replaces the one before.
   */
  sequence: number;
  /** The domain of the mail's sender, for a UID that is unique to this site. */
  domain: string;
  /** The site's public origin (SITE_URL): the event's URL is its home page in the guest's language. */
  siteUrl: string;
};

/** The reservation's start, a moment: its wall-clock time in the restaurant's zone. */
function startOf(date: string, time: string): TZDate {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  return new TZDate(y!, mo! - 1, d!, h!, mi!, restaurantTimeZone);
}

export function siteAddressLine(site: SiteFacts): string {
  const a = site.address;
  return `${a.street}, ${a.locality}, ${a.region}, ${a.country}`;
}

/** The .ics text of a confirmed reservation. */
export function reservationIcs(r: CalendarReservation): string {
  const t = mailTexts[r.lang];
  const calendar = ical({
    prodId: { company: r.site.name, product: "reservations", language: r.lang.toUpperCase() },
    // Only the VTIMEZONE blocks of the zones the events use; the calendar itself has no zone.
    timezone: { name: null, generator: (zone) => [tzlib_get_ical_block(zone)].flat()[0] ?? null },
  });
  const start = startOf(r.date, r.time);
  // ical-generator writes a TZDate's wall-clock time in the event's zone, with TZID.
  calendar.createEvent({
    id: `${r.id}@${r.domain}`,
    stamp: r.stamp,
    sequence: r.sequence,
    start,
    end: new TZDate(start.getTime() + RESERVATION_CALENDAR_MINUTES * 60_000, restaurantTimeZone),
    timezone: restaurantTimeZone,
    summary: fill(t["ics.summary"], r.values),
    description: fill(t["ics.description"], { ...r.values, phone: r.site.phone }),
    url: `${r.siteUrl}${localizePath("/", r.lang)}`,
    location: siteAddressLine(r.site),
    organizer: { name: r.site.name, email: r.site.email },
  });
  return calendar.toString();
}
