import { and, asc, eq, inArray, lte, min, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { contactRequests, guestMessages, outbox, requestStatusChanges } from "../../../db/schema";
import { composeMail, mailMessageId, type MailAddresses } from "./contact-mails.server.ts";
import { digestContent } from "./daily-mails.server.ts";
import { digestMail } from "./digest-mail.server.ts";
import { reminderMail } from "./reminder-mail.server.ts";
import { reminderWithheld } from "./rules/daily-mails";
import { DIGEST_UNANSWERED_HOURS } from "../../config-defaults.ts";
import { alertMail, alertTelegramText } from "../alerts/alert-mail.server.ts";
import { alertOf, isAlertRow } from "../alerts/site-alerts.server.ts";
import { sendTelegramMessage, TelegramError, telegramText, type TelegramSettings } from "./telegram.server.ts";
import type { MailTransport } from "./mail-transport.server.ts";
import { acknowledgementWithheldOf, onOutboxWork } from "./outbox.server.ts";
import { statusMailTemplate } from "./mail-templates.server.ts";
import { db } from "../../db.server.ts";
import { acknowledgementMayWait, type GuestMailWithheldReason } from "./rules/contact-limits";
import { guestMailBudgetAtSending } from "./guest-mail-budget.server.ts";
import { isGuestMailKind } from "./rules/outbox-kinds";

// The outbox worker (docs/product.md §7.4, §1): sends the mails queued with each
// request, in this process, beside the request handler.
//
// Delivery is at least once, and duplicates are recognisable:
// - a row is claimed ('sending', attempts + 1) before its mail goes out and marked
//   'sent' after the SMTP server accepted it (or the .eml file was written);
// - after a crash, rows still 'sending' are sent again at start-up (or when their
//   lease ends, if only recording the outcome failed): that mail may
//   have reached the server just before the crash, so it is sent with the SAME
//   Message-ID (derived from the outbox id) and the same Date; mail systems and
//   clients treat equal Message-IDs as one message, and the owners can see it is one.
//   The .eml files are named after the outbox id, so a repeat replaces the file.
// - only a crash in the instant between the server's "250 OK" and the database
//   update can cause that repeat; nothing else sends a mail twice.
//
// A failed attempt is retried with growing delays (MAIL_RETRY_BASE_MS, doubled each
// time, at most an hour) for about a day; a mail the server refuses for good (5xx to
// the sender, a recipient or the data) fails at once. A failed row waits for an
// owner's 'send again' (sendMailAgain in app/features/requests/outbox.server.ts),
// which sets it back to 'pending'.
//
// Besides mails, a 'telegram' row is a message to the owners' Telegram chat (telegram.server.ts),
// claimed, retried and recorded the same way: Telegram's 429 and 5xx answers and an unreachable
// API are retried (after Telegram's retry_after when it gives one), any other refusal fails at
// once. A 'digest' row is about a day, not a request; a 'reminder' is checked again before it
// goes out (app/features/requests/daily-mails.server.ts).

export const MAX_ATTEMPTS = 30;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** Rows set back to 'pending' outside sendMailAgain (another process, a manual fix) are seen within this time. */
const POLL_MS = 5_000;

/**
 * A claimed row is due again once its lease ends: if recording the outcome failed
 * (the database was busy), the mail is tried again without waiting for a restart.
 */
const SEND_LEASE_MS = 5 * 60_000;

/** Pending and due, or claimed and its lease ended. */
function due(now: Date) {
  return and(inArray(outbox.state, ["pending", "sending"]), lte(outbox.nextAttemptAt, now));
}

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** An SMTP 5xx answer to MAIL FROM, RCPT TO or DATA: this message will never be accepted. */
export function isPermanentFailure(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof e?.responseCode === "number" &&
    e.responseCode >= 500 &&
    typeof e.command === "string" &&
    /^(MAIL|RCPT|DATA)/i.test(e.command)
  );
}

/** Anything shaped like an e-mail address (SMTP servers quote the recipient in their refusals). */
const EMAIL_ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/**
 * An error as outbox.last_error and the log keep it: the server's answer, without the
 * guest's e-mail address in it (the owners see the address on the request itself).
 */
export function describeError(error: unknown): string {
  const e = error as { message?: unknown; response?: unknown };
  const text = typeof e?.response === "string" ? e.response : typeof e?.message === "string" ? e.message : String(error);
  return text.replace(EMAIL_ADDRESS, "[address]").slice(0, 500);
}

export type OutboxWorkerOptions = {
  transport: MailTransport;
  addresses: MailAddresses;
  log: Logger;
  retryBaseMs: number;
  /** Guest mails per hour to all guests together (default: app/config-defaults.ts). */
  guestMailsPerHour?: number;
  /** Where 'telegram' rows go; without it they fail ("Telegram not configured"). */
  telegram?: TelegramSettings;
  /** DIGEST_UNANSWERED_HOURS (default: app/config-defaults.ts). */
  digestUnansweredHours?: number;
  /** The clock (tests of the daily mails set it around their hour); the system's by default. */
  now?: () => Date;
  /**
   * Set rows left 'sending' back to 'pending' at start (default true). False when another live
   * process may be sending them (app/features/requests/outbox-lock.server.ts).
   */
  resumeInterrupted?: boolean;
};

export type OutboxWorker = {
  /** Finishes the mail being sent, then stops. */
  stop(): Promise<void>;
};

export function startOutboxWorker({
  transport,
  addresses,
  log,
  retryBaseMs,
  guestMailsPerHour,
  telegram,
  digestUnansweredHours = DIGEST_UNANSWERED_HOURS,
  now: clock = () => new Date(),
  resumeInterrupted = true,
}: OutboxWorkerOptions): OutboxWorker {
  let stopping = false;
  let wake: (() => void) | undefined;
  let woken = false;
  const stopListening = onOutboxWork(() => {
    woken = true;
    wake?.();
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  async function deliver(id: string): Promise<void> {
    const database = await db();
    const now = clock();
    const claimed = await database
      .update(outbox)
      .set({ state: "sending", attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) })
      .where(and(eq(outbox.id, id), due(now)))
      .returning();
    const row = claimed[0];
    if (!row) return;
    const fail = async (lastError: string) => {
      await database.update(outbox).set({ state: "failed", lastError }).where(eq(outbox.id, id));
    };
    // A digest is about a day, not a request: composed from the day's reservations when it goes out.
    if (row.kind === "digest") {
      if (!row.digestDate) return fail("digest without its date");
      const content = await digestContent(row.digestDate, row.createdAt, digestUnansweredHours);
      return send(row, () => transport.send(digestMail(content, addresses, mailMessageId(row.id, addresses.from), row.createdAt), row.id));
    }
    // An alert about the site itself (app/features/alerts/): by mail, and on Telegram when set up.
    if (isAlertRow(row.id)) {
      const alert = await alertOf(row.id);
      if (!alert) return fail("alert deleted");
      if (row.kind === "alert") {
        return send(row, () => transport.send(alertMail(alert, addresses, mailMessageId(row.id, addresses.from), row.createdAt), row.id));
      }
      if (!telegram) return fail("Telegram not configured");
      const settings = telegram;
      return send(row, () => sendTelegramMessage(settings, alertTelegramText(alert)));
    }
    const [request] = row.requestId
      ? await database.select().from(contactRequests).where(eq(contactRequests.id, row.requestId))
      : [];
    if (!request) {
      await database.update(outbox).set({ state: "failed", lastError: "request deleted" }).where(eq(outbox.id, id));
      return;
    }
    if (row.kind === "telegram") {
      if (!telegram) return fail("Telegram not configured");
      const settings = telegram;
      return send(row, () => sendTelegramMessage(settings, telegramText(request, addresses.siteUrl)));
    }
    if (row.kind === "reminder") {
      // Final, like a withheld acknowledgement: cancelled (or past) since it was queued.
      const withheld = reminderWithheld(request, now);
      if (withheld) {
        await database.update(outbox).set({ state: "withheld", lastError: withheld }).where(eq(outbox.id, id));
        log.info({ outboxId: id, reason: withheld }, "reminder withheld");
        return;
      }
      return send(row, () => transport.send(reminderMail(request, addresses, mailMessageId(row.id, addresses.from), row.createdAt), row.id));
    }
    const [change] = row.statusChangeId
      ? await database.select().from(requestStatusChanges).where(eq(requestStatusChanges.id, row.statusChangeId))
      : [];
    const [guestMessage] = row.guestMessageId
      ? await database.select().from(guestMessages).where(eq(guestMessages.id, row.guestMessageId))
      : [];
    if (row.kind === "status" && !change) {
      await database.update(outbox).set({ state: "failed", lastError: "status change deleted" }).where(eq(outbox.id, id));
      return;
    }
    // A booking entered by hand may have no e-mail (""): a guest mail has nowhere to go. Final,
    // like a budget's refusal; the inbox says why (app/features/admin/inbox/mail-list.tsx).
    if (isGuestMailKind(row.kind) && request.email.trim() === "") {
      const reason: GuestMailWithheldReason = "no-address";
      await database.update(outbox).set({ state: "withheld", lastError: reason }).where(eq(outbox.id, id));
      log.warn({ outboxId: id, reason }, "guest mail withheld: the request has no e-mail address");
      return;
    }
    // Only the acknowledgement, which anyone can cause by sending the public form, counts
    // against the guest-mail budget; a decision mail is caused by an owner. The address's and
    // the sender's budgets were applied when the request was stored (guest-mail-budget.server.ts).
    if (row.kind === "guest") {
      const budget = await guestMailBudgetAtSending(request.email, now, guestMailsPerHour);
      if (budget.over && budget.reason === "budget-hour" && acknowledgementMayWait(row.createdAt, now)) {
        // Waits for the hour to free, in the queue's order; the wait is not an attempt.
        await database
          .update(outbox)
          .set({ state: "pending", attempts: row.attempts - 1, nextAttemptAt: budget.freesAt, lastError: budget.reason })
          .where(eq(outbox.id, id));
        // Said once: a waiting mail is looked at again each time the hour frees a place.
        if (row.lastError !== budget.reason) {
          log.warn({ outboxId: id, reason: budget.reason, until: budget.freesAt.toISOString() }, "guest mail waiting: over the guest-mail budget");
        }
        return;
      }
      if (budget.over) {
        // Final: never sent; the owners' inbox shows the reason (app/features/admin/inbox/mail-list.tsx).
        await database.update(outbox).set({ state: "withheld", lastError: budget.reason }).where(eq(outbox.id, id));
        log.warn({ outboxId: id, reason: budget.reason }, "guest mail withheld: over the guest-mail budget");
        return;
      }
    }
    await send(row, async () => {
      // Read now, not when queued: a mail composed after an owner edits the template has the new text.
      const template = row.kind === "status" ? await statusMailTemplate(request, change?.status) : undefined;
      // The owners' mail says when the guest's acknowledgement was withheld as the request was stored.
      const withheld = row.kind === "owner" ? await acknowledgementWithheldOf(request.id) : undefined;
      await transport.send(composeMail(row.kind, row.id, request, addresses, change, guestMessage, template, withheld), row.id);
    });
  }

  /** Sends a claimed row's message and records the outcome: sent, retried later, or failed. */
  async function send(row: typeof outbox.$inferSelect, attempt: () => Promise<void>): Promise<void> {
    const database = await db();
    const id = row.id;
    try {
      await attempt();
      await database.update(outbox).set({ state: "sent", sentAt: clock(), lastError: null }).where(eq(outbox.id, id));
      log.info({ outboxId: id, kind: row.kind, attempts: row.attempts }, row.kind === "telegram" ? "telegram message sent" : "mail sent");
    } catch (error) {
      const permanent = error instanceof TelegramError ? error.permanent : isPermanentFailure(error);
      const giveUp = permanent || row.attempts >= MAX_ATTEMPTS;
      const lastError = describeError(error);
      const delay = Math.max(retryDelayMs(row.attempts, retryBaseMs), error instanceof TelegramError ? (error.retryAfterMs ?? 0) : 0);
      await database
        .update(outbox)
        .set(giveUp ? { state: "failed", lastError } : { state: "pending", lastError, nextAttemptAt: new Date(clock().getTime() + delay) })
        .where(eq(outbox.id, id));
      log.warn(
        { outboxId: id, kind: row.kind, attempts: row.attempts, permanent, failed: giveUp, error: lastError },
        row.kind === "telegram" ? "telegram message not sent" : "mail not sent",
      );
    }
  }

  async function run(): Promise<void> {
    const database = await db();
    // Rows left 'sending' by a process that died mid-send go out again (see above); only those
    // claimed before this start: a claim made since is a live process's (its lease ends later).
    const startedAt = clock();
    try {
      const resumed = resumeInterrupted
        ? await database
            .update(outbox)
            .set({ state: "pending", nextAttemptAt: startedAt })
            .where(and(eq(outbox.state, "sending"), lte(outbox.nextAttemptAt, new Date(startedAt.getTime() + SEND_LEASE_MS))))
            .returning({ id: outbox.id })
        : [];
      if (resumed.length > 0) log.warn({ count: resumed.length }, "resending mails interrupted by a restart");
    } catch (error) {
      // Not fatal: an interrupted row is due again anyway once its lease ends (due() above).
      log.error({ error: describeError(error) }, "outbox worker: could not resume interrupted mails");
    }
    while (!stopping) {
      try {
        woken = false;
        const ready = await database
          .select({ id: outbox.id })
          .from(outbox)
          .where(due(clock()))
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(20);
        for (const { id } of ready) {
          if (stopping) break;
          await deliver(id);
        }
        if (ready.length > 0) continue;
        const [next] = await database
          .select({ at: min(outbox.nextAttemptAt) })
          .from(outbox)
          .where(inArray(outbox.state, ["pending", "sending"]));
        const wait = next?.at ? Math.max(0, next.at.getTime() - clock().getTime()) : POLL_MS;
        await sleep(Math.min(wait, POLL_MS));
      } catch (error) {
        log.error({ error: describeError(error) }, "outbox worker error");
        await sleep(POLL_MS);
      }
    }
  }

  const running = run();
  return {
    async stop() {
      stopping = true;
      wake?.();
      stopListening();
      await running;
      transport.close();
    },
  };
}
