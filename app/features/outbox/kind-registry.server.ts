import type { Logger } from "pino";
import type { outbox } from "#db/schema.ts";
import type { MailSender, MailMessage } from "./mail-html.server.ts";
import type { OutboxKind } from "./rules/outbox-kinds.ts";

// What the outbox worker (outbox-worker.server.ts) asks of each kind of message: given its claimed
// row, what to deliver, or why not. The worker knows how to claim, send, retry and record; the
// feature that queues a kind knows what its row stands for. Each feature exports the composers
// of its kinds, app/message-kinds.server.ts assembles them in one typed map (a kind without a
// composer does not compile) and registers it before the server starts the worker, so the
// outbox imports no feature and a new kind is a new composer, not an edit to the worker
// (docs/decisions/0027-outbox-feature.md).

export type OutboxRow = typeof outbox.$inferSelect;

export type ComposeContext = {
  addresses: MailSender;
  /** The row's Message-ID (mailMessageId): the same on every attempt. */
  messageId: string;
  /** When the row was claimed. */
  now: Date;
  log: Logger;
  /** The worker's settings some kinds read (OutboxWorkerOptions). */
  guestMailsPerHour: number | undefined;
  digestUnansweredHours: number | undefined;
};

/**
 * What a claimed row comes to. A mail or a Telegram text is composed as it is sent, so an error
 * composing it is a failed attempt, retried like a refusal. `told` runs once the row is recorded.
 */
export type Delivery =
  | { mail: () => Promise<MailMessage> }
  | { telegram: () => string }
  /** Failed for good: what it needs is gone. */
  | { failed: string }
  /** Final, never sent; the reason stays on the row. */
  | { withheld: string; told?: () => void }
  /** Back in the queue until then; the wait is not an attempt. */
  | { waitUntil: Date; reason: string; told?: () => void };

export type ComposeMessage = (row: OutboxRow, context: ComposeContext) => Promise<Delivery>;

/** One composer per kind of db/schema.ts's outboxKinds. */
export type MessageKinds = { readonly [K in OutboxKind]: ComposeMessage };

let registered: MessageKinds | undefined;

/** Called once at start, by app/message-kinds.server.ts. */
export function registerMessageKinds(kinds: MessageKinds): void {
  registered = kinds;
}

export function registeredMessageKinds(): MessageKinds {
  if (!registered) throw new Error("no message kinds registered: import app/message-kinds.server.ts before starting the outbox worker");
  return registered;
}
