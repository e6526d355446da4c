import { fill } from "#app/lib/fill.ts";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { isLang, type Lang } from "#app/lib/lang.ts";
import { mailTexts } from "./mail-texts.ts";
import { htmlDocument, htmlSection, textBlock, type MailSender, type MailMessage } from "../outbox/mail-html.server.ts";
import { guestManageUrl, guestSummaryRows, mailSignatureLines, type StoredRequest } from "./request-mail-parts.server.ts";

/**
 * The guest's acknowledgement goes to whatever address a visitor typed, in the restaurant's
 * name, before anyone at the restaurant has read the request: it carries nothing the visitor
 * wrote (no name, not even in the greeting or the To header, no comment, country or phone) that
 * could turn it into spam or phishing, only the reservation's facts (chosen from the form's fixed
 * values) and the restaurant's own texts, which the owners cannot template. The owners' mail
 * keeps everything; the mails an owner's decision causes greet the guest by name.
 */
export function guestMail(request: StoredRequest, addresses: MailSender, messageId: string): MailMessage {
  const lang: Lang = isLang(request.lang) ? request.lang : "en";
  const t = mailTexts[lang];
  const { reservation } = guestSummaryRows(request, lang);
  const received = fill(reservation.length > 0 ? t.guestReceivedReservation : t.guestReceivedContact, { site: addresses.site.name });
  const signature = mailSignatureLines(request, lang, "guest", addresses.site);
  const greeting = t.acknowledgementGreeting;
  const manage = guestManageUrl(request, lang, addresses);
  const text = [
    greeting,
    "",
    received,
    ...(reservation.length > 0 ? ["", t.reservation, textBlock(reservation)] : []),
    ...(manage ? ["", fill(t.manageLink, { url: manage })] : []),
    "",
    ...signature.text,
    "",
  ].join("\n");
  const html = htmlDocument(
    lang,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(received)}</p>` +
      (reservation.length > 0 ? htmlSection(t.reservation, reservation) : "") +
      (manage ? `<p><a href="${escapeHtml(manage)}">${escapeHtml(t.manageLinkLabel)}</a></p>` : "") +
      signature.html,
  );
  return {
    messageId,
    date: request.createdAt,
    from: { name: addresses.site.name, address: addresses.from },
    to: { name: "", address: request.email },
    replyTo: addresses.to,
    subject: fill(t.guestSubject, { site: addresses.site.name }),
    text,
    html,
    // RFC 3834: an automatic reply; auto-responders must not answer it.
    headers: { "Auto-Submitted": "auto-replied" },
  };
}
