import { EventEmitter } from "node:events";
import { and, asc, eq } from "drizzle-orm";
import { outbox } from "#db/schema.ts";
import { db } from "#app/db.server.ts";

// The transactional outbox (docs/product.md §7.3, §7.4): every message is a row written in the
// same transaction as what causes it (a request, app/features/requests/request-queue.server.ts;
// an alert, app/features/alerts/site-alerts.server.ts; the daily mails), and sent later by
// app/features/outbox/outbox-worker.server.ts, which survives SMTP outages and restarts.

const signal = new EventEmitter();

/** Wakes the worker now instead of at its next poll. */
export function notifyOutbox(): void {
  signal.emit("work");
}

export function onOutboxWork(listener: () => void): () => void {
  signal.on("work", listener);
  return () => signal.off("work", listener);
}

export type MailState = typeof outbox.$inferSelect;

/** The mails of one request with their delivery state (for the owners' inbox, docs/product.md §13). */
export async function mailStatesOf(requestId: string): Promise<MailState[]> {
  const database = await db();
  return database.select().from(outbox).where(eq(outbox.requestId, requestId)).orderBy(asc(outbox.kind));
}

/**
 * 'Send again' (docs/product.md §13): puts a failed mail back in the queue with a fresh set of
 * attempts and wakes the worker. Returns false when the mail is not failed (already
 * sent, or still being tried), so a double click cannot send it twice.
 */
export async function sendMailAgain(id: string, now = new Date()): Promise<boolean> {
  const database = await db();
  const changed = await database
    .update(outbox)
    .set({ state: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.state, "failed")))
    .returning({ id: outbox.id });
  if (changed.length > 0) notifyOutbox();
  return changed.length > 0;
}
