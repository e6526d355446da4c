import { and, asc, eq, inArray, lte, min, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { outbox } from "#db/schema.ts";
import { mailMessageId, type MailAddresses } from "./mail-html.server.ts";
import { sendTelegramMessage, TelegramError, type TelegramSettings } from "./telegram.server.ts";
import type { MailTransport } from "./mail-transport.server.ts";
import { onOutboxWork } from "./outbox.server.ts";
import { registeredMessageKinds } from "./kind-registry.server.ts";
import { db } from "#app/db.server.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";

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
// owner's 'send again' (sendMailAgain in app/features/outbox/outbox.server.ts),
// which sets it back to 'pending'.
//
// Besides mails, a 'telegram' row is a message to the owners' Telegram chat (telegram.server.ts),
// claimed, retried and recorded the same way: Telegram's 429 and 5xx answers and an unreachable
// API are retried (after Telegram's retry_after when it gives one), any other refusal fails at
// once. A 'digest' row is about a day, not a request; a 'reminder' is checked again before it
// goes out (app/features/requests/daily-mails.server.ts).
//
// What a row delivers is its kind's composer's answer (kind-registry.server.ts): each feature
// composes its own kinds (app/message-kinds.server.ts lists them); the worker only claims, sends,
// retries and records.

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
   * process may be sending them (app/features/outbox/outbox-lock.server.ts).
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
  digestUnansweredHours,
  now: clock = () => new Date(),
  resumeInterrupted = true,
}: OutboxWorkerOptions): OutboxWorker {
  const kinds = registeredMessageKinds();
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
    const delivery = await kinds[row.kind](row, {
      addresses: { ...addresses, site: await currentFacts() },
      messageId: mailMessageId(row.id, addresses.from),
      now,
      log,
      guestMailsPerHour,
      digestUnansweredHours,
    });
    if ("failed" in delivery) return fail(delivery.failed);
    if ("withheld" in delivery) {
      await database.update(outbox).set({ state: "withheld", lastError: delivery.withheld }).where(eq(outbox.id, id));
      delivery.told?.();
      return;
    }
    if ("waitUntil" in delivery) {
      await database
        .update(outbox)
        .set({ state: "pending", attempts: row.attempts - 1, nextAttemptAt: delivery.waitUntil, lastError: delivery.reason })
        .where(eq(outbox.id, id));
      delivery.told?.();
      return;
    }
    if ("telegram" in delivery) {
      if (!telegram) return fail("Telegram not configured");
      const settings = telegram;
      return send(row, () => sendTelegramMessage(settings, delivery.telegram()));
    }
    await send(row, async () => transport.send(await delivery.mail(), row.id));
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
