import { fill } from "#app/lib/fill.ts";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { singleLine } from "#app/lib/text-rules.ts";
import { isLang, type Lang } from "#app/lib/lang.ts";
import { mailTexts } from "./mail-texts.ts";
import type { TemplateText } from "./rules/mail-templates.ts";
import { defaultTemplate } from "./default-templates.server.ts";
import { htmlDocument, htmlParagraphs, htmlSection, textBlock, type MailSender, type MailMessage } from "../outbox/mail-html.server.ts";
import { guestMailIcs, guestManageUrl, guestSummaryRows, mailSignatureLines, statusMailValues, type StoredRequest } from "./request-mail-parts.server.ts";
import type { StoredReservationChange } from "./reservation-changes.server.ts";

/**
 * The guest's mail about an owner's change of their confirmed reservation (docs/product.md §13):
 * the owners' "changed" template filled with the reservation as it is now, the owner's own line
 * if they wrote one, the reservation's facts, and the calendar file again with the same UID and a
 * higher SEQUENCE, so the guest's calendar moves the event instead of adding a second one.
 * `change`: the latest change (its time and line); `sequence`: how many changes the reservation had.
 */
export function changedMail(
  request: StoredRequest,
  change: StoredReservationChange,
  sequence: number,
  addresses: MailSender,
  messageId: string,
  template?: TemplateText,
): MailMessage {
  const lang: Lang = isLang(request.lang) ? request.lang : "en";
  const t = mailTexts[lang];
  const values = statusMailValues(request, lang, addresses.site);
  const { reservation } = guestSummaryRows(request, lang);
  const greeting = fill(t.greeting, { name: values.name });
  const wording = template ?? defaultTemplate("changed", lang);
  const body = fill(wording.body, values);
  const manage = guestManageUrl(request, lang, addresses);
  const manageLine = manage ? fill(t.manageLink, { url: manage }) : undefined;
  const note = change.note?.trim() ?? "";
  const signature = mailSignatureLines(request, lang, "guest", addresses.site);
  const ics = guestMailIcs(request, { values, lang, stamp: change.changedAt, sequence }, addresses);
  const text = [
    greeting,
    "",
    body,
    ...(note ? ["", t.ownerLine, note] : []),
    "",
    t.reservation,
    textBlock(reservation),
    "",
    ...(ics ? [t.calendarUpdated, ""] : []),
    ...(manageLine ? [manageLine, ""] : []),
    t.statusQuestions,
    "",
    ...signature.text,
    "",
  ].join("\n");
  const html = htmlDocument(
    lang,
    `<p>${escapeHtml(greeting)}</p>${htmlParagraphs(body)}` +
      (note ? `<p>${escapeHtml(t.ownerLine)}</p><blockquote>${escapeHtml(note).replace(/\n/g, "<br>")}</blockquote>` : "") +
      htmlSection(t.reservation, reservation) +
      (ics ? `<p>${escapeHtml(t.calendarUpdated)}</p>` : "") +
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
