import { fill } from "#app/lib/fill.ts";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { singleLine } from "#app/lib/text-rules.ts";
import { reservationTexts } from "./form/reservation-texts.ts";
import { areaLabel } from "./form/area-label.ts";
import { htmlDocument, htmlSection, textBlock, type MailSender, type MailMessage, type Row } from "../outbox/mail-html.server.ts";
import type { StoredRequest } from "./request-mail-parts.server.ts";
import { dailyMailTexts } from "./daily-mail-texts.ts";
import { mailTexts } from "./mail-texts.ts";
import { OWNER_MAIL_LANG } from "#app/features/outbox/rules/owner-mail-lang.ts";
import { areas, isArea } from "#app/booking/areas.ts";
import { restaurantTimeZone } from "#app/booking/reservation-dates.ts";
import { formats } from "#app/lib/formats.ts";

// The owners' morning digest (queued once a day by app/features/requests/daily-mails.server.ts):
// the day's confirmed reservations by time with name, people, area and phone, the people per
// area, and the requests still 'new' after DIGEST_UNANSWERED_HOURS with a link to each in the
// inbox. A quiet day still gets its mail, saying so. Everything a visitor typed is escaped in
// the HTML part.

export type DigestContent = {
  /** The Havana day, yyyy-MM-dd. */
  date: string;
  /** That day's confirmed reservations. */
  reservations: readonly StoredRequest[];
  /** Requests still 'new', made before the unanswered threshold. */
  unanswered: readonly StoredRequest[];
  unansweredHours: number;
};

/** The owners' page of one request. */
export function inboxUrl(siteUrl: string, requestId: string): string {
  return `${siteUrl}/admin/requests/${encodeURIComponent(requestId)}`;
}

function areaName(area: string | null): string {
  if (!area) return mailTexts[OWNER_MAIL_LANG].none;
  return isArea(area) ? areaLabel(reservationTexts[OWNER_MAIL_LANG], area) : area;
}

function slotLabel(time: string | null): string {
  return time ? formats[OWNER_MAIL_LANG].time(time) : mailTexts[OWNER_MAIL_LANG].none;
}

/** People per area, in the areas' own order, then any other area a request names. */
export function coversPerArea(reservations: readonly StoredRequest[]): { area: string; people: number }[] {
  const totals = new Map<string, number>();
  for (const r of reservations) totals.set(r.area ?? "", (totals.get(r.area ?? "") ?? 0) + (r.pax ?? 0));
  const order = [...areas.filter((a) => totals.has(a)), ...[...totals.keys()].filter((a) => !isArea(a)).sort()];
  return order.map((area) => ({ area, people: totals.get(area) ?? 0 }));
}

function byTime(a: StoredRequest, b: StoredRequest): number {
  return (a.reservationTime ?? "").localeCompare(b.reservationTime ?? "") || a.createdAt.getTime() - b.createdAt.getTime();
}

export function digestMail(content: DigestContent, addresses: MailSender, messageId: string, date: Date): MailMessage {
  const t = mailTexts[OWNER_MAIL_LANG];
  const d = dailyMailTexts[OWNER_MAIL_LANG];
  const f = formats[OWNER_MAIL_LANG];
  const day = f.longDate(content.date);
  const people = (pax: number | null) => f.count(pax ?? 0, { one: t.peopleOne, other: t.peopleOther });
  const reservations = [...content.reservations].sort(byTime);
  const covers = coversPerArea(reservations);
  const total = covers.reduce((sum, c) => sum + c.people, 0);
  const intro = fill(d.digestIntro, { site: addresses.site.name, date: day });

  const line = (r: StoredRequest) =>
    [
      slotLabel(r.reservationTime),
      singleLine(r.name),
      people(r.pax),
      areaName(r.area),
      r.phone || t.none,
    ].join(" · ");
  const coverRows: Row[] = [...covers.map((c) => ({ label: areaName(c.area || null), value: String(c.people) })), { label: d.digestTotal, value: String(total) }];
  const received = (r: StoredRequest) =>
    fill(d.digestReceived, { when: f.dateTime(r.createdAt, restaurantTimeZone) });
  const waiting = (r: StoredRequest) =>
    [
      singleLine(r.name),
      r.reservationDate
        ? `${f.longDate(r.reservationDate)}, ${slotLabel(r.reservationTime)}, ${people(r.pax)}`
        : d.digestNoReservation,
      received(r),
    ].join(" · ");
  const unansweredHeading = fill(d.digestUnanswered, { hours: content.unansweredHours });

  const text = [
    intro,
    "",
    d.digestToday,
    ...(reservations.length > 0 ? reservations.map((r) => `- ${line(r)}`) : [d.digestQuiet]),
    "",
    ...(reservations.length > 0 ? [d.digestCovers, textBlock(coverRows), ""] : []),
    unansweredHeading,
    ...(content.unanswered.length > 0
      ? content.unanswered.map((r) => `- ${waiting(r)}\n  ${inboxUrl(addresses.siteUrl, r.id)}`)
      : [d.digestNoneUnanswered]),
    "",
  ].join("\n");

  const cell = (value: string) => `<td style="padding:4px 12px 4px 0">${escapeHtml(value)}</td>`;
  const headCell = (value: string) => `<th align="left" style="color:#6d1a2b;padding:4px 12px 4px 0">${escapeHtml(value)}</th>`;
  const reservationTable =
    `<table cellpadding="0" style="border-collapse:collapse"><tr>${[t.time, t.name, t.people, t.area, t.phone].map(headCell).join("")}</tr>` +
    reservations
      .map(
        (r) =>
          `<tr>${cell(slotLabel(r.reservationTime))}${cell(singleLine(r.name))}${cell(String(r.pax ?? ""))}${cell(areaName(r.area))}` +
          (r.phone
            ? `<td style="padding:4px 12px 4px 0"><a href="tel:${escapeHtml(r.phone.replace(/[^\d+]/g, ""))}">${escapeHtml(r.phone)}</a></td>`
            : cell(t.none)) +
          `</tr>`,
      )
      .join("") +
    `</table>`;
  const html = htmlDocument(
    OWNER_MAIL_LANG,
    `<p>${escapeHtml(intro)}</p>` +
      `<h2 style="color:#6d1a2b">${escapeHtml(d.digestToday)}</h2>` +
      (reservations.length > 0 ? reservationTable + htmlSection(d.digestCovers, coverRows) : `<p>${escapeHtml(d.digestQuiet)}</p>`) +
      `<h2 style="color:#6d1a2b">${escapeHtml(unansweredHeading)}</h2>` +
      (content.unanswered.length > 0
        ? `<ul>${content.unanswered
            .map((r) => `<li>${escapeHtml(waiting(r))} – <a href="${escapeHtml(inboxUrl(addresses.siteUrl, r.id))}">${escapeHtml(d.digestOpen)}</a></li>`)
            .join("")}</ul>`
        : `<p>${escapeHtml(d.digestNoneUnanswered)}</p>`),
  );
  return {
    messageId,
    date,
    from: { name: addresses.site.name, address: addresses.from },
    to: addresses.to,
    subject: fill(d.digestSubject, { date: day, reservations: reservations.length, covers: total, site: addresses.site.name }),
    text,
    html,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
