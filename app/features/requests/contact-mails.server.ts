import type { OutboxKind } from "../outbox/rules/outbox-kinds.ts";
import { mailMessageId, type MailSender, type MailMessage } from "../outbox/mail-html.server.ts";
import type { TemplateText } from "./rules/mail-templates.ts";
import type { AcknowledgementWithheldReason } from "./rules/contact-limits.ts";
import { noticeMail } from "./notice-mail.server.ts";
import { ownerMail } from "./owner-mail.server.ts";
import { guestMail } from "./acknowledgement-mail.server.ts";
import { statusMail } from "./status-mail.server.ts";
import type { StoredGuestMessage, StoredRequest, StoredStatusChange } from "./request-mail-parts.server.ts";

// The mail of one of a request's outbox rows (docs/product.md §7.4), by its kind: each mail is
// its own file (owner-mail, acknowledgement-mail, status-mail, notice-mail); the reminder and the
// digest, which the daily mails queue, are composed by their own kinds (request-message-kinds.server.ts).

/** The mail an outbox row stands for; a 'status' row needs the status change it tells about. */
export function composeMail(
  kind: OutboxKind,
  outboxId: string,
  request: StoredRequest,
  addresses: MailSender,
  change?: StoredStatusChange,
  guestMessage?: StoredGuestMessage,
  /** For a 'status' mail: the owners' template for its status in the guest's language (default: the embedded one). */
  template?: TemplateText,
  /** For the owners' mail: why the guest's acknowledgement was withheld when the request was stored. */
  acknowledgementWithheld?: AcknowledgementWithheldReason,
  /**
   * How many times the owners changed the reservation: a 'status' mail's calendar SEQUENCE, the
   * owners' mail's decision links' version (a link refuses a reservation changed after its mail).
   */
  sequence = 0,
): MailMessage {
  const messageId = mailMessageId(outboxId, addresses.from);
  switch (kind) {
    case "owner":
      return ownerMail(request, addresses, messageId, acknowledgementWithheld, sequence);
    case "guest":
      return guestMail(request, addresses, messageId);
    case "status":
      if (!change) throw new Error(`status mail ${outboxId} without its status change`);
      return statusMail(request, change, addresses, messageId, template, sequence);
    case "notice":
      return noticeMail(request, addresses, messageId, change, guestMessage);
    default:
      // 'reminder', 'digest', 'changed' and 'telegram' are composed by their own modules.
      throw new Error(`no mail composer for ${kind} (${outboxId}, message ${guestMessage?.id ?? "none"})`);
  }
}
