import { textBlock } from "../outbox/mail-html.server.ts";
import { TELEGRAM_MAX_TEXT } from "../outbox/telegram.server.ts";
import { dailyMailTexts } from "./daily-mail-texts.ts";
import { inboxUrl } from "./digest-mail.server.ts";
import { OWNER_MAIL_LANG } from "#app/features/outbox/rules/owner-mail-lang.ts";
import { requestRows, type StoredRequest } from "./request-mail-parts.server.ts";

// The owners' Telegram message about a new request (an outbox 'telegram' row queued with the
// request, app/features/requests/request-queue.server.ts); app/features/outbox/telegram.server.ts sends it.

/** The owners' message about a new request: its facts and the link to it in the inbox. */
export function telegramText(request: StoredRequest, siteUrl: string): string {
  const d = dailyMailTexts[OWNER_MAIL_LANG];
  const { contact, reservation } = requestRows(request, OWNER_MAIL_LANG, true);
  const link = `${d.telegramOpen}: ${inboxUrl(siteUrl, request.id)}`;
  const body = [reservation.length > 0 ? d.telegramReservation : d.telegramContact, "", ...(reservation.length > 0 ? [textBlock(reservation), ""] : []), textBlock(contact)].join("\n");
  const room = TELEGRAM_MAX_TEXT - link.length - 3;
  return `${body.length > room ? `${body.slice(0, room - 1)}…` : body}\n\n${link}`;
}
