import type { MetaDescriptor } from "react-router";
import { fill } from "#app/lib/fill.ts";
import type { Lang } from "#app/lib/lang.ts";
import { telHref, whatsappHref, type SiteFacts } from "#app/shell/content/site.ts";
import { reservationTexts } from "../requests/form/reservation-texts.ts";
import { areaLabel } from "../requests/form/area-label.ts";
import { isArea } from "#app/booking/areas.ts";
import { restaurantTimeZone } from "#app/booking/reservation-dates.ts";
import { formats } from "#app/lib/formats.ts";
import { requestReference } from "../requests/rules/request-reference.ts";
import type { ManagedRequest } from "./manage.server.ts";
import { manageTexts } from "./manage-texts.ts";
import { guestStatusTexts } from "./rules/guest-status.ts";
import { guestActionClosed, type ActionClosed } from "./rules/manage-rules.ts";

// What the manage page shows, computed on the server in the page's language: the page sends
// no JavaScript (its route's handle), so nothing here needs to reach a browser as code.

/** The restaurant's ways to be reached, shown on every manage page (the expired one too). */
export type RestaurantContact = { phone: string; phoneHref: string; whatsappHref: string };

export function restaurantContact(site: SiteFacts): RestaurantContact {
  // Without a WhatsApp number of its own, the phone's (as the site said before it had one).
  return { phone: site.phone, phoneHref: telHref(site.phone), whatsappHref: whatsappHref(site.whatsapp ?? site.phone) };
}

/** No search engine may keep a manage page, whatever it shows (its address is a key). */
export function manageMeta(title: string, site: SiteFacts): MetaDescriptor[] {
  return [{ title: `${title} · ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export type ManageView = {
  status: ManagedRequest["status"];
  statusLabel: string;
  statusExplanation: string;
  rows: { label: string; value: string }[];
  received: string;
  /** Null while the action is offered, otherwise why not (the page explains it). */
  cancelClosed: ActionClosed | null;
  askClosed: ActionClosed | null;
};

export function manageView(request: ManagedRequest, lang: Lang, now = new Date()): ManageView {
  const t = manageTexts[lang];
  const f = formats[lang];
  const rows = [{ label: t.name, value: request.name }];
  if (request.reservationDate) rows.push({ label: t.date, value: f.longDate(request.reservationDate) });
  if (request.reservationTime) {
    rows.push({ label: t.time, value: f.time(request.reservationTime) });
  }
  if (request.area) rows.push({ label: t.area, value: isArea(request.area) ? areaLabel(reservationTexts[lang], request.area) : request.area });
  if (request.pax) rows.push({ label: t.people, value: f.number(request.pax) });
  rows.push({ label: t.reference, value: requestReference(request.id) });
  const when = f.dateTime(request.createdAt, restaurantTimeZone);
  return {
    status: request.status,
    statusLabel: guestStatusTexts[lang][request.status].label,
    statusExplanation: guestStatusTexts[lang][request.status].explanation,
    rows,
    received: fill(t.received, { when }),
    cancelClosed: guestActionClosed("cancel", request, now),
    askClosed: guestActionClosed("ask", request, now),
  };
}
