import { fill } from "#app/lib/fill.ts";
import { restaurantTimeZone } from "#app/booking/reservation-dates.ts";
import { formats } from "#app/lib/formats.ts";
import { escapeHtml } from "#app/lib/escape-html.ts";
import { singleLine } from "#app/lib/text-rules.ts";
import { isLang, defaultLang } from "#app/lib/lang.ts";
import { languageNamesInText } from "#app/lib/language-names.ts";
import { mailTexts } from "./mail-texts.ts";
import { OWNER_MAIL_LANG } from "#app/features/outbox/rules/owner-mail-lang.ts";
import { decisionUrl } from "./decision-link.server.ts";
import { decisionLinkExpiry, hasDecisionLinks } from "./rules/decision-links.ts";
import { GUEST_MAILS_PER_RECIPIENT_PER_DAY, type AcknowledgementWithheldReason } from "./rules/contact-limits.ts";
import { htmlDocument, htmlSection, htmlTable, textBlock, type MailSender, type MailMessage } from "../outbox/mail-html.server.ts";
import { mailSignatureLines, requestRows, type StoredRequest } from "./request-mail-parts.server.ts";

// The owners' mail about a new request (an outbox 'owner' row, docs/product.md §7.4): everything
// the visitor typed, escaped in the HTML part, with the Confirm and Decline links of a reservation.

/**
 * The owners' Confirm and Decline links of a reservation request (app/features/requests/rules/decision-links.ts),
 * for the reservation as this mail shows it: `version` changes by the owners so far.
 */
function decisionLinks(request: StoredRequest, addresses: MailSender, version: number): { text: string; html: string } | undefined {
  if (!hasDecisionLinks(request)) return undefined;
  const t = mailTexts[OWNER_MAIL_LANG];
  const confirm = decisionUrl(addresses.siteUrl, OWNER_MAIL_LANG, request, "confirmed", version);
  const decline = decisionUrl(addresses.siteUrl, OWNER_MAIL_LANG, request, "declined", version);
  const until = formats[OWNER_MAIL_LANG].dateTime(decisionLinkExpiry(request), restaurantTimeZone);
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

export function ownerMail(
  request: StoredRequest,
  addresses: MailSender,
  messageId: string,
  acknowledgementWithheld: AcknowledgementWithheldReason | undefined,
  /** How many times the owners have changed the reservation: its decision links' version. */
  reservationVersion: number,
): MailMessage {
  const t = mailTexts[OWNER_MAIL_LANG];
  const { contact, reservation } = requestRows(request, OWNER_MAIL_LANG, true);
  const name = singleLine(request.name);
  const subject =
    reservation.length > 0 && request.reservationDate && request.reservationTime
      ? fill(t.ownerSubjectReservation, {
          name,
          date: formats[OWNER_MAIL_LANG].longDate(request.reservationDate),
          time: formats[OWNER_MAIL_LANG].time(request.reservationTime),
          pax: request.pax ?? "",
        })
      : fill(t.ownerSubjectContact, { name });
  // The platform's name of the request's language in the owners' (app/lib/language-names.ts): no
  // owners' word per guest language (docs/decisions/0033-language-publication.md).
  const intro = fill(t.ownerIntro, { language: languageNamesInText(OWNER_MAIL_LANG)[isLang(request.lang) ? request.lang : defaultLang] });
  const signature = mailSignatureLines(request, OWNER_MAIL_LANG, "owners", addresses.site);
  const decide = decisionLinks(request, addresses, reservationVersion);
  const notMailed = acknowledgementWithheld ? guestNotMailedLine(acknowledgementWithheld) : undefined;
  const text = [
    intro,
    "",
    ...(notMailed ? [notMailed, ""] : []),
    textBlock(contact),
    ...(reservation.length > 0 ? ["", `${t.reservation}`, textBlock(reservation)] : []),
    ...(decide ? ["", decide.text] : []),
    "",
    ...signature.text,
    "",
  ].join("\n");
  const html = htmlDocument(
    OWNER_MAIL_LANG,
    `<p>${escapeHtml(intro)}</p>` +
      (notMailed ? `<p style="color:#8a1c1c;font-weight:bold">${escapeHtml(notMailed)}</p>` : "") +
      htmlTable(contact) +
      (reservation.length > 0 ? htmlSection(t.reservation, reservation) : "") +
      (decide ? decide.html : "") +
      signature.html,
  );
  return {
    messageId,
    date: request.createdAt,
    from: { name: addresses.site.name, address: addresses.from },
    to: addresses.to,
    replyTo: { name, address: request.email },
    subject,
    text,
    html,
  };
}
