import { fill } from "#app/lib/fill.ts";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { singleLine } from "#app/lib/text-rules.ts";
import { isLang, type Lang } from "#app/lib/lang.ts";
import { mailTexts } from "./mail-texts.ts";
import { sendsGuestMail } from "./rules/request-status.ts";
import type { TemplateText } from "./rules/mail-templates.ts";
import { defaultTemplate } from "./default-templates.server.ts";
import { htmlDocument, htmlParagraphs, htmlSection, textBlock, type MailSender, type MailMessage } from "../outbox/mail-html.server.ts";
import {
  guestMailIcs,
  guestManageUrl,
  guestSummaryRows,
  mailSignatureLines,
  statusMailValues,
  type StoredRequest,
  type StoredStatusChange,
} from "./request-mail-parts.server.ts";

/**
 * The guest's mail about an owner's decision (docs/product.md §13): what was decided, the owner's
 * own line if they wrote one, the reservation's facts and how to reach the restaurant. Like the
 * acknowledgement it repeats nothing else the visitor typed; the owner's line is the owners' own text.
 */
export function statusMail(
  request: StoredRequest,
  change: StoredStatusChange,
  addresses: MailSender,
  messageId: string,
  template?: TemplateText,
  /** How many times the owners changed the reservation: the calendar file's SEQUENCE (reservation-changes.server.ts). */
  sequence = 0,
): MailMessage {
  const status = change.status;
  if (!sendsGuestMail(status)) throw new Error(`no guest mail for status ${status}`);
  const lang: Lang = isLang(request.lang) ? request.lang : "en";
  const t = mailTexts[lang];
  const values = statusMailValues(request, lang, addresses.site);
  const { reservation } = guestSummaryRows(request, lang);
  const greeting = fill(t.greeting, { name: values.name });
  // The owners' template (./rules/mail-templates.ts) speaks of a reservation; a plain message has no date to name.
  const wording = template ?? defaultTemplate(status, lang);
  const decision = fill(reservation.length > 0 ? wording.body : t[`${status}.contact`], values);
  // A cancelled request has nothing left to see or cancel: its mail offers no link to do so.
  const manage = status === "cancelled" ? undefined : guestManageUrl(request, lang, addresses);
  const manageLine = manage ? fill(t.manageLink, { url: manage }) : undefined;
  const note = change.note?.trim() ?? "";
  const signature = mailSignatureLines(request, lang, "guest", addresses.site);
  // A confirmed reservation comes with its calendar file.
  const ics = status === "confirmed" ? guestMailIcs(request, { values, lang, stamp: change.changedAt, sequence }, addresses) : undefined;
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
    ...signature.text,
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
      signature.html,
  );
  return {
    messageId,
    date: change.changedAt,
    from: { name: addresses.site.name, address: addresses.from },
    to: { name: values.name, address: request.email },
    replyTo: addresses.to,
    subject: singleLine(fill(wording.subject, values)),
    text,
    html,
    attachments: ics ? [{ filename: "reservation.ics", content: ics, contentType: "text/calendar; charset=utf-8" }] : undefined,
  };
}
