import type Mail from "nodemailer/lib/mailer";
import type { contactRequests, guestMessages, requestStatusChanges } from "#db/schema.ts";
import { adminHref } from "#app/lib/admin-paths.ts";
import { ownersBilingual } from "#app/lib/bilingual.ts";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { fill } from "#app/lib/fill.ts";
import { singleLine } from "#app/lib/text-rules.ts";
import { OWNER_MAIL_LANG } from "#app/features/outbox/rules/owner-mail-lang.ts";
import { formats } from "#app/lib/formats.ts";
import { mailSignatureLines } from "./request-mail-parts.server.ts";
import type { MailSender } from "../outbox/mail-html.server.ts";

// The owners' mail about what a guest did on their manage page (an outbox 'notice'): a
// cancellation, or a message asking for a change. In the owners' language, with a link to
// the request in the inbox. The guest's message is theirs, untrusted: escaped in the HTML part.
// One mail per file, like the request's other mails; request-message-kinds.server.ts's noticeMailMessage composes it.

type NoticeRequest = typeof contactRequests.$inferSelect;
type NoticeChange = typeof requestStatusChanges.$inferSelect;
type NoticeMessage = typeof guestMessages.$inferSelect;
type NoticeMail = Mail.Options & { messageId: string; subject: string; text: string; html: string };

export const noticeTexts = ownersBilingual({
  en: {
    cancelSubject: "Cancelled by the guest: {name}, {when}",
    cancelIntro: "{name} cancelled their request from their own page.",
    messageSubject: "Message from the guest: {name}, {when}",
    messageIntro: "{name} asks for a change from their own page:",
    noDate: "no date",
    open: "Open the request in the inbox: {url}",
    openLink: "Open the request in the inbox",
  },
  es: {
    cancelSubject: "Cancelada por el cliente: {name}, {when}",
    cancelIntro: "{name} canceló su solicitud desde su propia página.",
    messageSubject: "Mensaje del cliente: {name}, {when}",
    messageIntro: "{name} pide un cambio desde su propia página:",
    noDate: "sin fecha",
    open: "Abrir la solicitud en la bandeja: {url}",
    openLink: "Abrir la solicitud en la bandeja",
  },
});

/** The request's page in the owners' inbox, absolute. */
export function inboxRequestUrl(siteUrl: string, requestId: string): string {
  return `${siteUrl}${adminHref(OWNER_MAIL_LANG, `/requests/${encodeURIComponent(requestId)}`)}`;
}

export function noticeMail(
  request: NoticeRequest,
  addresses: MailSender,
  messageId: string,
  change: NoticeChange | undefined,
  message: NoticeMessage | undefined,
): NoticeMail {
  if (!change && !message) throw new Error(`notice ${messageId} carries neither a change nor a message`);
  const t = noticeTexts[OWNER_MAIL_LANG];
  const name = singleLine(request.name);
  const when = request.reservationDate
    ? [formats[OWNER_MAIL_LANG].longDate(request.reservationDate), ...(request.reservationTime ? [formats[OWNER_MAIL_LANG].time(request.reservationTime)] : [])].join(", ") +
      (request.pax ? ` (${request.pax})` : "")
    : t.noDate;
  const url = inboxRequestUrl(addresses.siteUrl, request.id);
  const subject = fill(message ? t.messageSubject : t.cancelSubject, { name, when });
  const intro = fill(message ? t.messageIntro : t.cancelIntro, { name });
  const signature = mailSignatureLines(request, OWNER_MAIL_LANG, "owners", addresses.site);
  const text = [intro, ...(message ? ["", message.message] : []), "", fill(t.open, { url }), "", ...signature.text, ""].join("\n");
  const html =
    `<!doctype html><html lang="${OWNER_MAIL_LANG}"><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;color:#2a1c17;line-height:1.5">` +
    `<p>${escapeHtml(intro)}</p>` +
    (message ? `<blockquote>${escapeHtml(message.message).replace(/\n/g, "<br>")}</blockquote>` : "") +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(t.openLink)}</a></p>` +
    `${signature.html}</body></html>`;
  return {
    messageId,
    date: message?.createdAt ?? change?.changedAt,
    from: { name: addresses.site.name, address: addresses.from },
    to: addresses.to,
    replyTo: { name, address: request.email },
    subject,
    text,
    html,
  };
}
