import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type Mail from "nodemailer/lib/mailer";
import { isArea } from "./rules/areas";
import { fill } from "../../lib/fill";
import { formatReservationDate, restaurantTimeZone } from "./rules/reservation-dates";
import { escapeHtml } from "../../lib/escape-html";
import { singleLine } from "../../lib/text-rules";
import { storedTimeLabel } from "../../lib/clock";
import type { contactRequests, guestMessages, requestStatusChanges } from "../../../db/schema";
import { siteFacts } from "../../shell/content/site";
import { isLang, type Lang } from "../../lib/lang";
import { areaLabel, reservationTexts } from "./form/reservation-texts";
import { mailTexts, OWNER_MAIL_LANG } from "./mail-texts";
import type { OutboxKind } from "./outbox.server.ts";
import { sendsGuestMail } from "./rules/request-status";
import { reservationIcs, siteAddressLine } from "./reservation-ics.server";
import { defaultTemplate, type TemplateText } from "./rules/mail-templates";
import { manageUrl } from "./manage-token.server.ts";
import { decisionUrl } from "./decision-link.server.ts";
import { decisionLinkExpiry, hasDecisionLinks } from "./rules/decision-links";
import { noticeMail } from "./notice-mail.server";
import { GUEST_MAILS_PER_RECIPIENT_PER_DAY, type AcknowledgementWithheldReason } from "./rules/contact-limits";

// The owner's and the guest's mail of a request (docs/product.md §7.4): a text part and an
// HTML part in which every value a visitor typed is escaped. Everything here is a
// pure function of the stored request, so a resend is the same message.

export type StoredRequest = typeof contactRequests.$inferSelect;
export type StoredStatusChange = typeof requestStatusChanges.$inferSelect;
export type StoredGuestMessage = typeof guestMessages.$inferSelect;

/** Who sends and receives the owners' mail, and the public origin (SITE_URL) that links in mails start with. */
export type MailAddresses = { from: string; to: string; siteUrl: string };

export type MailMessage = Mail.Options & { messageId: string; subject: string; text: string; html: string };

/**
 * The Message-ID of an outbox row: derived from its id, so a mail sent again after
 * a crash between sending and recording it carries the same Message-ID and mail
 * systems (and people) see one message, not two.
 */
export function mailMessageId(outboxId: string, from: string): string {
  const domain = from.split("@")[1] ?? "localhost";
  return `<${outboxId}@${domain}>`;
}

/** https://wa.me/<digits> for a phone like +5341994430; with a text, the chat opens with it written. */
export function whatsappLink(phone: string, text?: string): string | undefined {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 0) return undefined;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/** The guest's manage page, for a request that has one (those made before manage links have none). */
function guestManageUrl(request: StoredRequest, lang: Lang, addresses: MailAddresses): string | undefined {
  return request.manageTokenHash ? manageUrl(addresses.siteUrl, lang, request) : undefined;
}

export type Row = { label: string; value: string; href?: string };

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
      { label: t.date, value: formatReservationDate(request.reservationDate) },
      { label: t.time, value: `${storedTimeLabel(request.reservationTime)} (${request.reservationTime}, ${t.cubaTime})` },
      { label: t.area, value: area === request.area ? area : `${area} (${request.area})` },
      { label: t.people, value: String(request.pax) },
    );
  }
  return { contact, reservation };
}

export function textBlock(rows: Row[]): string {
  return rows.map((r) => (r.value.includes("\n") ? `${r.label}:\n${r.value}` : `${r.label}: ${r.value}`)).join("\n");
}

/** A heading and its table: how every mail sets out a group of facts. */
export function htmlSection(heading: string, rows: Row[]): string {
  return `<h2 style="color:#6d1a2b">${escapeHtml(heading)}</h2>${htmlTable(rows)}`;
}

export function htmlTable(rows: Row[]): string {
  const cell = (r: Row) => {
    const value = escapeHtml(r.value).replace(/\n/g, "<br>");
    return r.href ? `<a href="${escapeHtml(r.href)}">${value}</a>` : value;
  };
  return (
    `<table cellpadding="6" style="border-collapse:collapse">` +
    rows
      .map(
        (r) =>
          `<tr><th align="left" valign="top" style="color:#6d1a2b;padding-right:16px">${escapeHtml(r.label)}</th><td>${cell(r)}</td></tr>`,
      )
      .join("") +
    `</table>`
  );
}

/** An owner-written text: paragraphs at blank lines, line breaks kept, everything escaped. */
function htmlParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

export function htmlDocument(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;color:#2a1c17;line-height:1.5">${body}</body></html>`;
}

function receivedAt(request: StoredRequest): string {
  return format(new TZDate(request.createdAt.getTime(), restaurantTimeZone), "dd/MM/yyyy HH:mm");
}


/** The owners' Confirm and Decline links of a reservation request (app/features/requests/rules/decision-links.ts). */
function decisionLinks(request: StoredRequest, addresses: MailAddresses): { text: string; html: string } | undefined {
  if (!hasDecisionLinks(request)) return undefined;
  const t = mailTexts[OWNER_MAIL_LANG];
  const confirm = decisionUrl(addresses.siteUrl, OWNER_MAIL_LANG, request, "confirmed");
  const decline = decisionUrl(addresses.siteUrl, OWNER_MAIL_LANG, request, "declined");
  const until = format(new TZDate(decisionLinkExpiry(request).getTime(), restaurantTimeZone), "dd/MM/yyyy HH:mm");
  const hint = fill(t.decideHint, { until });
  const button = (href: string, label: string, color: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 12px 8px 0;padding:10px 18px;border-radius:6px;background:${color};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;
  return {
    text: [t.decideHeading, `${t.decideConfirm}: ${confirm}`, `${t.decideDecline}: ${decline}`, hint].join("\n"),
    html:
      `<h2 style="color:#6d1a2b">${escapeHtml(t.decideHeading)}</h2><p>` +
      button(confirm, t.decideConfirm, "#2f6b3a") +
      button(decline, t.decideDecline, "#6d1a2b") +
      `</p><p style="color:#5a4a42;font-size:small">${escapeHtml(hint)}</p>`,
  };
}

/** The owners' line about an acknowledgement withheld when the request was stored (./rules/contact-limits.ts). */
function guestNotMailedLine(withheld: AcknowledgementWithheldReason): string {
  return fill(mailTexts[OWNER_MAIL_LANG][`ownerGuestNotMailed.${withheld}`], { n: GUEST_MAILS_PER_RECIPIENT_PER_DAY });
}

function ownerMail(request: StoredRequest, addresses: MailAddresses, messageId: string, acknowledgementWithheld?: AcknowledgementWithheldReason): MailMessage {
  const t = mailTexts[OWNER_MAIL_LANG];
  const { contact, reservation } = requestRows(request, OWNER_MAIL_LANG, true);
  const name = singleLine(request.name);
  const subject =
    reservation.length > 0 && request.reservationDate && request.reservationTime
      ? fill(t.ownerSubjectReservation, {
          name,
          date: formatReservationDate(request.reservationDate),
          time: storedTimeLabel(request.reservationTime),
          pax: request.pax ?? "",
        })
      : fill(t.ownerSubjectContact, { name });
  const intro = fill(t.ownerIntro, { language: t[`language.${isLang(request.lang) ? request.lang : "en"}`] });
  const footer = fill(t.requestId, { id: request.id, when: receivedAt(request) });
  const reply = fill(t.ownerReply, { name });
  const decide = decisionLinks(request, addresses);
  const notMailed = acknowledgementWithheld ? guestNotMailedLine(acknowledgementWithheld) : undefined;
  const text = [
    intro,
    "",
    ...(notMailed ? [notMailed, ""] : []),
    textBlock(contact),
    ...(reservation.length > 0 ? ["", `${t.reservation}`, textBlock(reservation)] : []),
    ...(decide ? ["", decide.text] : []),
    "",
    reply,
    footer,
    "",
  ].join("\n");
  const html = htmlDocument(
    OWNER_MAIL_LANG,
    `<p>${escapeHtml(intro)}</p>` +
      (notMailed ? `<p style="color:#8a1c1c;font-weight:bold">${escapeHtml(notMailed)}</p>` : "") +
      htmlTable(contact) +
      (reservation.length > 0 ? htmlSection(t.reservation, reservation) : "") +
      (decide ? decide.html : "") +
      `<p>${escapeHtml(reply)}</p><p style="color:#5a4a42;font-size:small">${escapeHtml(footer)}</p>`,
  );
  return {
    messageId,
    date: request.createdAt,
    from: { name: siteFacts.name, address: addresses.from },
    to: addresses.to,
    replyTo: { name, address: request.email },
    subject,
    text,
    html,
  };
}

/** The reservation's facts as a guest mail shows them: chosen from the form's fixed values, nothing typed. */
export function guestSummaryRows(request: StoredRequest, lang: Lang): { reservation: Row[] } {
  return { reservation: requestRows(request, lang, false).reservation };
}

export function findUsRows(t: (typeof mailTexts)[Lang]): Row[] {
  return [
    { label: t.address, value: siteAddressLine() },
    { label: t.phone, value: siteFacts.phone, href: `tel:${siteFacts.phone.replace(/[^\d+]/g, "")}` },
    { label: t.email, value: siteFacts.email, href: `mailto:${siteFacts.email}` },
  ];
}

/**
 * The guest's acknowledgement goes to whatever address a visitor typed, in the restaurant's
 * name, before anyone at the restaurant has read the request: it carries nothing the visitor
 * wrote (no name, not even in the greeting or the To header, no comment, country or phone) that
 * could turn it into spam or phishing, only the reservation's facts (chosen from the form's fixed
 * values) and the restaurant's own texts, which the owners cannot template. The owners' mail
 * keeps everything; the mails an owner's decision causes greet the guest by name.
 */
function guestMail(request: StoredRequest, addresses: MailAddresses, messageId: string): MailMessage {
  const lang: Lang = isLang(request.lang) ? request.lang : "en";
  const t = mailTexts[lang];
  const { reservation } = guestSummaryRows(request, lang);
  const received = fill(reservation.length > 0 ? t.guestReceivedReservation : t.guestReceivedContact, { site: siteFacts.name });
  const findUs = findUsRows(t);
  const footer = fill(t.requestId, { id: request.id, when: receivedAt(request) });
  const greeting = t.acknowledgementGreeting;
  const manage = guestManageUrl(request, lang, addresses);
  const text = [
    greeting,
    "",
    received,
    ...(reservation.length > 0 ? ["", t.reservation, textBlock(reservation)] : []),
    ...(manage ? ["", fill(t.manageLink, { url: manage })] : []),
    "",
    siteFacts.name,
    textBlock(findUs),
    "",
    footer,
    "",
  ].join("\n");
  const html = htmlDocument(
    lang,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(received)}</p>` +
      (reservation.length > 0 ? htmlSection(t.reservation, reservation) : "") +
      (manage ? `<p><a href="${escapeHtml(manage)}">${escapeHtml(t.manageLinkLabel)}</a></p>` : "") +
      htmlSection(siteFacts.name, findUs) +
      `<p style="color:#5a4a42;font-size:small">${escapeHtml(footer)}</p>`,
  );
  return {
    messageId,
    date: request.createdAt,
    from: { name: siteFacts.name, address: addresses.from },
    to: { name: "", address: request.email },
    replyTo: addresses.to,
    subject: fill(t.guestSubject, { site: siteFacts.name }),
    text,
    html,
    // RFC 3834: an automatic reply; auto-responders must not answer it.
    headers: { "Auto-Submitted": "auto-replied" },
  };
}

/** The values of a decision mail's placeholders, in the guest's language. */
export function statusMailValues(request: StoredRequest, lang: Lang): Record<"name" | "date" | "time" | "area" | "people" | "site", string> {
  const t = mailTexts[lang];
  const area = request.area ? (isArea(request.area) ? areaLabel(reservationTexts[lang], request.area) : request.area) : t.none;
  return {
    name: singleLine(request.name),
    date: request.reservationDate ? formatReservationDate(request.reservationDate) : t.none,
    time: request.reservationTime ? storedTimeLabel(request.reservationTime) : t.none,
    area,
    people: request.pax ? (request.pax === 1 ? t.peopleOne : fill(t.peopleOther, { n: request.pax })) : t.none,
    site: siteFacts.name,
  };
}

/**
 * The guest's mail about an owner's decision (docs/product.md §13): what was decided, the owner's
 * own line if they wrote one, the reservation's facts and how to reach the restaurant. Like the
 * acknowledgement it repeats nothing else the visitor typed; the owner's line is the owners' own text.
 */
function statusMail(
  request: StoredRequest,
  change: StoredStatusChange,
  addresses: MailAddresses,
  messageId: string,
  template?: TemplateText,
): MailMessage {
  const status = change.status;
  if (!sendsGuestMail(status)) throw new Error(`no guest mail for status ${status}`);
  const lang: Lang = isLang(request.lang) ? request.lang : "en";
  const t = mailTexts[lang];
  const values = statusMailValues(request, lang);
  const { reservation } = guestSummaryRows(request, lang);
  const greeting = fill(t.greeting, { name: values.name });
  // The owners' template (./rules/mail-templates.ts) speaks of a reservation; a plain message has no date to name.
  const wording = template ?? defaultTemplate(status, lang);
  const decision = fill(reservation.length > 0 ? wording.body : t[`${status}.contact`], values);
  const manage = guestManageUrl(request, lang, addresses);
  const manageLine = manage ? fill(t.manageLink, { url: manage }) : undefined;
  const note = change.note?.trim() ?? "";
  const footer = fill(t.requestId, { id: request.id, when: receivedAt(request) });
  // A confirmed reservation comes with its calendar file.
  const ics =
    status === "confirmed" && request.reservationDate && request.reservationTime
      ? reservationIcs({
          id: request.id,
          date: request.reservationDate,
          time: request.reservationTime,
          values,
          lang,
          stamp: change.changedAt,
          domain: addresses.from.split("@")[1] ?? "localhost",
          siteUrl: addresses.siteUrl,
        })
      : undefined;
  const text = [
    greeting,
    "",
    decision,
    ...(note ? ["", t.ownerLine, note] : []),
    ...(reservation.length > 0 ? ["", t.reservation, textBlock(reservation)] : []),
    "",
    ...(ics ? [t.calendarAttached, ""] : []),
    ...(manageLine ? [manageLine, ""] : []),
    t.statusQuestions,
    "",
    siteFacts.name,
    textBlock(findUsRows(t)),
    "",
    footer,
    "",
  ].join("\n");
  const html = htmlDocument(
    lang,
    `<p>${escapeHtml(greeting)}</p>${htmlParagraphs(decision)}` +
      (note ? `<p>${escapeHtml(t.ownerLine)}</p><blockquote>${escapeHtml(note).replace(/\n/g, "<br>")}</blockquote>` : "") +
      (reservation.length > 0 ? htmlSection(t.reservation, reservation) : "") +
      (ics ? `<p>${escapeHtml(t.calendarAttached)}</p>` : "") +
      (manage ? `<p>${escapeHtml(fill(t.manageLink, { url: "" }))}<a href="${escapeHtml(manage)}">${escapeHtml(manage)}</a></p>` : "") +
      `<p>${escapeHtml(t.statusQuestions)}</p>` +
      htmlSection(siteFacts.name, findUsRows(t)) +
      `<p style="color:#5a4a42;font-size:small">${escapeHtml(footer)}</p>`,
  );
  return {
    messageId,
    date: change.changedAt,
    from: { name: siteFacts.name, address: addresses.from },
    to: { name: values.name, address: request.email },
    replyTo: addresses.to,
    subject: singleLine(fill(wording.subject, values)),
    text,
    html,
    attachments: ics ? [{ filename: "reservation.ics", content: ics, contentType: "text/calendar; charset=utf-8" }] : undefined,
  };
}

/** The mail an outbox row stands for; a 'status' row needs the status change it tells about. */
export function composeMail(
  kind: OutboxKind,
  outboxId: string,
  request: StoredRequest,
  addresses: MailAddresses,
  change?: StoredStatusChange,
  guestMessage?: StoredGuestMessage,
  /** For a 'status' mail: the owners' template for its status in the guest's language (default: the embedded one). */
  template?: TemplateText,
  /** For the owners' mail: why the guest's acknowledgement was withheld when the request was stored. */
  acknowledgementWithheld?: AcknowledgementWithheldReason,
): MailMessage {
  const messageId = mailMessageId(outboxId, addresses.from);
  switch (kind) {
    case "owner":
      return ownerMail(request, addresses, messageId, acknowledgementWithheld);
    case "guest":
      return guestMail(request, addresses, messageId);
    case "status":
      if (!change) throw new Error(`status mail ${outboxId} without its status change`);
      return statusMail(request, change, addresses, messageId, template);
    case "notice":
      return noticeMail(request, addresses, messageId, change, guestMessage);
    default:
      // 'notice', 'reminder', 'digest' and 'telegram' are composed by their own modules.
      throw new Error(`no mail composer for ${kind} (${outboxId}, message ${guestMessage?.id ?? "none"})`);
  }
}
