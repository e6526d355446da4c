import { fill } from "#app/lib/fill.ts";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { isLang, type Lang } from "#app/lib/lang.ts";
import { htmlDocument, htmlSection, textBlock, type MailSender, type MailMessage } from "../outbox/mail-html.server.ts";
import { guestSummaryRows, mailSignatureLines, statusMailValues, type StoredRequest } from "./request-mail-parts.server.ts";
import { dailyMailTexts } from "./daily-mail-texts.ts";
import { manageUrl } from "./manage-token.server.ts";
import { mailTexts } from "./mail-texts.ts";

// The guest's reminder the day before a confirmed reservation (queued by
// app/features/requests/daily-mails.server.ts), in the language the guest used. Like the other
// guest mails it repeats nothing the visitor typed except the name: the reservation's facts come
// from the form's fixed values, the rest is the restaurant's own text and the manage link.

/** `date` is when the reminder was queued: a resend after a crash is the same message. */
export function reminderMail(request: StoredRequest, addresses: MailSender, messageId: string, date: Date): MailMessage {
  const lang: Lang = isLang(request.lang) ? request.lang : "en";
  const t = mailTexts[lang];
  const d = dailyMailTexts[lang];
  const values = statusMailValues(request, lang, addresses.site);
  const { reservation } = guestSummaryRows(request, lang);
  const greeting = fill(t.greeting, { name: values.name });
  const intro = fill(d.reminderIntro, values);
  const link = manageUrl(addresses.siteUrl, lang, request);
  const signature = mailSignatureLines(request, lang, "guest", addresses.site);
  const text = [
    greeting,
    "",
    intro,
    "",
    t.reservation,
    textBlock(reservation),
    "",
    d.reminderManage,
    link,
    "",
    d.reminderChange,
    "",
    ...signature.text,
    "",
  ].join("\n");
  const html = htmlDocument(
    lang,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      htmlSection(t.reservation, reservation) +
      `<p>${escapeHtml(d.reminderManage)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>${escapeHtml(d.reminderChange)}</p>` +
      signature.html,
  );
  return {
    messageId,
    date,
    from: { name: addresses.site.name, address: addresses.from },
    to: { name: values.name, address: request.email },
    replyTo: addresses.to,
    subject: fill(d.reminderSubject, values),
    text,
    html,
    // RFC 3834: sent by a program, not a person; auto-responders must not answer it.
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
