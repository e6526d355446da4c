import { isArea } from "#app/booking/areas.ts";
import { fill } from "#app/lib/fill.ts";
import { restaurantTimeZone } from "#app/booking/reservation-dates.ts";
import { formats } from "#app/lib/formats.ts";
import { requestReference } from "./rules/request-reference.ts";
import { singleLine } from "#app/lib/text-rules.ts";
import type { contactRequests, guestMessages, requestStatusChanges } from "#db/schema.ts";
import { mailtoHref, telHref, type SiteFacts } from "#app/shell/content/site.ts";
import type { Lang } from "#app/lib/lang.ts";
import { reservationTexts } from "./form/reservation-texts.ts";
import { areaLabel } from "./form/area-label.ts";
import { mailTexts } from "./mail-texts.ts";
import { reservationIcs, siteAddressLine, type CalendarReservation } from "./reservation-ics.server.ts";
import { manageUrl } from "./manage-token.server.ts";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { htmlSection, textBlock, type MailAddresses, type MailSender, type Row } from "../outbox/mail-html.server.ts";

// What the mails about a request are made of (docs/product.md §7.4): the request's facts as
// rows, the values of a decision mail's placeholders, how to reach the restaurant. Each mail is
// its own file beside this one (owner-mail, acknowledgement-mail, status-mail, reminder-mail,
// notice-mail, digest-mail); everything here is a pure function of the stored request, so a
// resend is the same message.

export type StoredRequest = typeof contactRequests.$inferSelect;
export type StoredStatusChange = typeof requestStatusChanges.$inferSelect;
export type StoredGuestMessage = typeof guestMessages.$inferSelect;

/** https://wa.me/<digits> for a phone like +5341994430; with a text, the chat opens with it written. */
export function whatsappLink(phone: string, text?: string): string | undefined {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 0) return undefined;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/** The guest's manage page, for a request that has one (those made before manage links have none). */
export function guestManageUrl(request: StoredRequest, lang: Lang, addresses: MailAddresses): string | undefined {
  return request.manageTokenHash ? manageUrl(addresses.siteUrl, lang, request) : undefined;
}

export function requestRows(request: StoredRequest, lang: Lang, withWhatsappLink: boolean): { contact: Row[]; reservation: Row[] } {
  const t = mailTexts[lang];
  const wa = request.whatsapp ? whatsappLink(request.phone) : undefined;
  const contact: Row[] = [
    { label: t.name, value: request.name },
    { label: t.phone, value: request.phone || t.none, href: request.phone ? `tel:${request.phone}` : undefined },
    {
      label: t.whatsapp,
      value: request.whatsapp ? (withWhatsappLink && wa ? `${t.yes} – ${wa}` : t.yes) : t.no,
      href: withWhatsappLink ? wa : undefined,
    },
    { label: t.email, value: request.email, href: `mailto:${request.email}` },
    { label: t.country, value: request.country },
    { label: t.comment, value: request.comment },
  ];
  const reservation: Row[] = [];
  if (request.reservationDate && request.reservationTime && request.area && request.pax) {
    const area = isArea(request.area) ? areaLabel(reservationTexts[lang], request.area) : request.area;
    reservation.push(
      { label: t.date, value: formats[lang].longDate(request.reservationDate) },
      { label: t.time, value: `${formats[lang].time(request.reservationTime)} (${request.reservationTime}, ${t.cubaTime})` },
      { label: t.area, value: area === request.area ? area : `${area} (${request.area})` },
      { label: t.people, value: String(request.pax) },
    );
  }
  return { contact, reservation };
}

/** When the request arrived, as the mails write a reservation: the day in words, the time as the guest's page writes it. */
function receivedAt(request: StoredRequest, lang: Lang): string {
  return formats[lang].dateTime(request.createdAt, restaurantTimeZone);
}

/**
 * How every mail about a request ends. The guest's: the restaurant and how to reach it; the
 * owners': how to answer the guest. Both then name the request by its short reference
 * (./rules/request-reference.ts) and when it arrived.
 */
export function mailSignatureLines(request: StoredRequest, lang: Lang, reader: "guest" | "owners", site: SiteFacts): { text: string[]; html: string } {
  const t = mailTexts[lang];
  const footer = fill(t.requestReference, { reference: requestReference(request.id), when: receivedAt(request, lang) });
  const footerHtml = `<p style="color:#5a4a42;font-size:small">${escapeHtml(footer)}</p>`;
  if (reader === "owners") {
    const reply = fill(t.ownerReply, { name: singleLine(request.name) });
    return { text: [reply, footer], html: `<p>${escapeHtml(reply)}</p>${footerHtml}` };
  }
  const findUs = findUsRows(t, site);
  return { text: [site.name, textBlock(findUs), "", footer], html: htmlSection(site.name, findUs) + footerHtml };
}

/** The reservation's facts as a guest mail shows them: chosen from the form's fixed values, nothing typed. */
export function guestSummaryRows(request: StoredRequest, lang: Lang): { reservation: Row[] } {
  return { reservation: requestRows(request, lang, false).reservation };
}

export function findUsRows(t: (typeof mailTexts)[Lang], site: SiteFacts): Row[] {
  return [
    { label: t.address, value: siteAddressLine(site) },
    { label: t.phone, value: site.phone, href: telHref(site.phone) },
    { label: t.email, value: site.email, href: mailtoHref(site.email) },
  ];
}

/** The values of a decision mail's placeholders, in the guest's language. */
export function statusMailValues(request: StoredRequest, lang: Lang, site: SiteFacts): Record<"name" | "date" | "time" | "area" | "people" | "site", string> {
  const t = mailTexts[lang];
  const area = request.area ? (isArea(request.area) ? areaLabel(reservationTexts[lang], request.area) : request.area) : t.none;
  return {
    name: singleLine(request.name),
    date: request.reservationDate ? formats[lang].longDate(request.reservationDate) : t.none,
    time: request.reservationTime ? formats[lang].time(request.reservationTime) : t.none,
    area,
    people: request.pax ? formats[lang].count(request.pax, { one: t.peopleOne, other: t.peopleOther }) : t.none,
    site: site.name,
  };
}

/**
 * The reservation's calendar file for a guest's mail (the confirmation, a change): the same UID
 * each time, `sequence` the owners' changes so far. None without a date and a time.
 */
export function guestMailIcs(
  request: StoredRequest,
  calendar: Pick<CalendarReservation, "values" | "lang" | "stamp" | "sequence">,
  addresses: MailSender,
): string | undefined {
  if (!request.reservationDate || !request.reservationTime) return undefined;
  return reservationIcs({
    ...calendar,
    id: request.id,
    date: request.reservationDate,
    time: request.reservationTime,
    domain: addresses.from.split("@")[1] ?? "localhost",
    siteUrl: addresses.siteUrl,
    site: addresses.site,
  });
}
