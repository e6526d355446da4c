import { eq } from "drizzle-orm";
import { contactRequests, guestMessages, requestStatusChanges } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import type { Logger } from "pino";
import type { ComposeMessage, Delivery, OutboxRow } from "../outbox/kind-registry.server.ts";
import { ownerMail } from "./owner-mail.server.ts";
import { guestMail } from "./acknowledgement-mail.server.ts";
import { statusMail } from "./status-mail.server.ts";
import { noticeMail } from "./notice-mail.server.ts";
import { digestContent } from "./daily-mails.server.ts";
import { digestMail } from "./digest-mail.server.ts";
import { reminderMail } from "./reminder-mail.server.ts";
import { telegramText } from "./new-request-telegram.server.ts";
import { acknowledgementWithheldOf } from "./request-queue.server.ts";
import { statusMailTemplate } from "./mail-templates.server.ts";
import { guestMailBudgetAtSending } from "./guest-mail-budget.server.ts";
import type { StoredRequest } from "./request-mail-parts.server.ts";
import { reminderWithheld } from "./rules/daily-mails.ts";
import { DIGEST_UNANSWERED_HOURS } from "#app/config-defaults.ts";
import { acknowledgementMayWait, type GuestMailWithheldReason } from "./rules/contact-limits.ts";
import { isGuestMailKind } from "./rules/guest-mail-kinds.ts";
import { changedMail } from "./changed-mail.server.ts";
import { reservationChangesOf, reservationSequence } from "./reservation-changes.server.ts";
import { loadTemplate } from "./mail-templates.server.ts";
import { isLang } from "#app/lib/lang.ts";

// The composers of the requests' outbox kinds (app/features/outbox/kind-registry.server.ts;
// app/message-kinds.server.ts registers them), one per kind: what a claimed row of a request, or
// a day's digest, delivers when the outbox worker sends it, read from the database at that moment.
// Each mail is its own file (owner-mail, acknowledgement-mail, status-mail, notice-mail,
// changed-mail, reminder-mail, digest-mail); a new kind is a new composer here and a new mail file.

async function requestOf(row: OutboxRow): Promise<StoredRequest | undefined> {
  const database = await db();
  const [request] = row.requestId ? await database.select().from(contactRequests).where(eq(contactRequests.id, row.requestId)) : [];
  return request;
}

/** A guest's mail for a request without an e-mail address: withheld, not failed. */
function withheldWithoutAddress(row: OutboxRow, request: StoredRequest, log: Logger): Delivery | undefined {
  // A booking entered by hand may have no e-mail (""): a guest mail has nowhere to go. Final,
  // like a budget's refusal; the inbox says why (app/features/admin/inbox/mail-list.tsx).
  if (!isGuestMailKind(row.kind) || request.email.trim() !== "") return undefined;
  const reason: GuestMailWithheldReason = "no-address";
  return { withheld: reason, told: () => log.warn({ outboxId: row.id, reason }, "guest mail withheld: the request has no e-mail address") };
}

/** 'owner': the owners' mail about a new request (owner-mail.server.ts). */
export const ownerMailMessage: ComposeMessage = async (row, { addresses, messageId }) => {
  const request = await requestOf(row);
  if (!request) return { failed: "request deleted" };
  return {
    // The owners' mail says when the guest's acknowledgement was withheld as the request was stored.
    // Its decision links carry the reservation's version as this mail shows it (a link refuses a reservation changed after its mail).
    mail: async () => ownerMail(request, addresses, messageId, await acknowledgementWithheldOf(request.id), await reservationSequence(request.id)),
  };
};

/**
 * 'guest': the guest's acknowledgement (acknowledgement-mail.server.ts). Only this mail, which
 * anyone can cause by sending the public form, counts against the guest-mail budget; a decision
 * mail is caused by an owner. The address's and the sender's budgets were applied when the request
 * was stored (guest-mail-budget.server.ts).
 */
export const acknowledgementMessage: ComposeMessage = async (row, { addresses, messageId, now, log, guestMailsPerHour }) => {
  const request = await requestOf(row);
  if (!request) return { failed: "request deleted" };
  const noAddress = withheldWithoutAddress(row, request, log);
  if (noAddress) return noAddress;
  const budget = await guestMailBudgetAtSending(request.email, now, guestMailsPerHour);
  if (budget.over && budget.reason === "budget-hour" && acknowledgementMayWait(row.createdAt, now)) {
    // Waits for the hour to free, in the queue's order; the wait is not an attempt.
    const { reason, freesAt } = budget;
    return {
      waitUntil: freesAt,
      reason,
      // Said once: a waiting mail is looked at again each time the hour frees a place.
      told: () => {
        if (row.lastError !== reason) {
          log.warn({ outboxId: row.id, reason, until: freesAt.toISOString() }, "guest mail waiting: over the guest-mail budget");
        }
      },
    };
  }
  if (budget.over) {
    // Final: never sent; the owners' inbox shows the reason (app/features/admin/inbox/mail-list.tsx).
    const { reason } = budget;
    return { withheld: reason, told: () => log.warn({ outboxId: row.id, reason }, "guest mail withheld: over the guest-mail budget") };
  }
  return { mail: async () => guestMail(request, addresses, messageId) };
};

/** 'status': the guest's mail about an owner's decision (status-mail.server.ts), from the owners' template as it is when it goes out. */
export const statusMailMessage: ComposeMessage = async (row, { addresses, messageId, log }) => {
  const request = await requestOf(row);
  if (!request) return { failed: "request deleted" };
  const database = await db();
  const [change] = row.statusChangeId
    ? await database.select().from(requestStatusChanges).where(eq(requestStatusChanges.id, row.statusChangeId))
    : [];
  if (!change) return { failed: "status change deleted" };
  const noAddress = withheldWithoutAddress(row, request, log);
  if (noAddress) return noAddress;
  return {
    mail: async () => {
      // Read now, not when queued: a mail composed after an owner edits the template has the new text.
      const template = await statusMailTemplate(request, change.status);
      return statusMail(request, change, addresses, messageId, template, await reservationSequence(request.id));
    },
  };
};

/** 'notice': the owners' note of what a guest did through their link (notice-mail.server.ts). */
export const noticeMailMessage: ComposeMessage = async (row, { addresses, messageId }) => {
  const request = await requestOf(row);
  if (!request) return { failed: "request deleted" };
  const database = await db();
  const [change] = row.statusChangeId
    ? await database.select().from(requestStatusChanges).where(eq(requestStatusChanges.id, row.statusChangeId))
    : [];
  const [guestMessage] = row.guestMessageId
    ? await database.select().from(guestMessages).where(eq(guestMessages.id, row.guestMessageId))
    : [];
  return { mail: async () => noticeMail(request, addresses, messageId, change, guestMessage) };
};

/**
 * 'changed': the guest's mail about an owner's change of their reservation
 * (reservation-changes.server.ts), composed from the request as it is when it goes out, so one
 * mail tells every change made while it waited. A reservation no longer confirmed by then is told
 * by its own decision mail instead: this one is withheld.
 */
export const reservationChangedMessage: ComposeMessage = async (row, { addresses, messageId, log }) => {
  const request = await requestOf(row);
  if (!request) return { failed: "request deleted" };
  if (request.email.trim() === "") {
    const reason: GuestMailWithheldReason = "no-address";
    return { withheld: reason, told: () => log.warn({ outboxId: row.id, reason }, "guest mail withheld: the request has no e-mail address") };
  }
  if (request.status !== "confirmed") {
    const reason = `no longer confirmed (${request.status})`;
    return { withheld: reason, told: () => log.info({ outboxId: row.id, reason }, "changed mail withheld") };
  }
  const changes = await reservationChangesOf(request.id);
  const latest = changes.at(-1);
  if (!latest) return { failed: "reservation change deleted" };
  return {
    mail: async () => {
      // Read now, not when queued: a mail composed after an owner edits the template has the new text.
      const template = await loadTemplate("changed", isLang(request.lang) ? request.lang : "en");
      return changedMail(request, latest, changes.length, addresses, messageId, template);
    },
  };
};

/** 'reminder': checked again as it goes out (app/features/requests/daily-mails.server.ts queued it). */
export const reminderMessage: ComposeMessage = async (row, { addresses, messageId, now, log }) => {
  const request = await requestOf(row);
  if (!request) return { failed: "request deleted" };
  // Final, like a withheld acknowledgement: cancelled (or past) since it was queued.
  const withheld = reminderWithheld(request, now);
  if (withheld) return { withheld, told: () => log.info({ outboxId: row.id, reason: withheld }, "reminder withheld") };
  return { mail: async () => reminderMail(request, addresses, messageId, row.createdAt) };
};

/** 'digest': about a day, not a request; composed from the day's reservations when it goes out. */
export const digestMessage: ComposeMessage = async (row, { addresses, messageId, digestUnansweredHours = DIGEST_UNANSWERED_HOURS }) => {
  if (!row.digestDate) return { failed: "digest without its date" };
  const content = await digestContent(row.digestDate, row.createdAt, digestUnansweredHours);
  return { mail: async () => digestMail(content, addresses, messageId, row.createdAt) };
};

/** A 'telegram' row queued with a request: the owners' message about it. */
export const newRequestTelegramMessage: ComposeMessage = async (row, { addresses }) => {
  const request = await requestOf(row);
  if (!request) return { failed: "request deleted" };
  return { telegram: () => telegramText(request, addresses.siteUrl) };
};
