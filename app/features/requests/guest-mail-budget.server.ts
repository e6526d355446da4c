import { and, count, eq, gte, inArray, min, or, sql } from "drizzle-orm";
import { contactRequests, outbox } from "#db/schema.ts";
import { config } from "#app/config.server.ts";
import { db } from "#app/db.server.ts";
import { acknowledgementWithheld, guestMailOverBudget, type AcknowledgementWithheldReason, type GuestMailWithheldReason } from "./rules/contact-limits.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server.ts";

// The guest-mail budgets (app/features/requests/rules/contact-limits.ts, docs/product.md §7.4):
// counted when a request is stored (the address's and the sender's, so its answer can tell the
// guest) and again by the outbox worker before an acknowledgement goes (the address's and the hour's).

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The senders' allowance: acknowledgements each client caused in the last hour. In memory, like
 * the rate limit (one process serves the site, docs/product.md §1); a restart forgets it, which
 * the hour's budget, counted in the database, still bounds.
 */
let senders: RateLimiter | undefined;
function senderAllowance(): RateLimiter {
  senders ??= createRateLimiter(config().GUEST_MAILS_PER_SENDER_PER_HOUR, HOUR_MS);
  return senders;
}

/** Guest acknowledgements to `email` (in any case) sent since `since`, and, with `queued`, those still waiting to go. */
async function acknowledgementsTo(email: string, since: Date, queued: boolean): Promise<number> {
  const database = await db();
  const sent = and(eq(outbox.state, "sent"), gte(outbox.sentAt, since));
  const [row] = await database
    .select({ n: count() })
    .from(outbox)
    .innerJoin(contactRequests, eq(contactRequests.id, outbox.requestId))
    .where(
      and(
        eq(outbox.kind, "guest"),
        queued ? or(sent, inArray(outbox.state, ["pending", "sending"])) : sent,
        sql`lower(${contactRequests.email}) = lower(${email})`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * When a request from `clientAddress` is about to be stored: the reason its acknowledgement is
 * withheld for good, or undefined when it is queued (and counted against the sender's allowance).
 */
export async function acknowledgementAtSubmission(email: string, clientAddress: string, now: Date): Promise<AcknowledgementWithheldReason | undefined> {
  const toRecipient = await acknowledgementsTo(email, new Date(now.getTime() - DAY_MS), true);
  return acknowledgementWithheld(toRecipient, () => senderAllowance().hit(clientAddress, now.getTime()).allowed);
}

export type GuestMailBudget =
  | { over: false }
  /** `freesAt`: when the oldest mail of the last hour leaves it (for "budget-hour"). */
  | { over: true; reason: Extract<GuestMailWithheldReason, "budget-recipient-day" | "budget-hour">; freesAt: Date };

/**
 * Whether one more guest acknowledgement to `email` would exceed the address's or the hour's
 * budget. Counts what was sent: the worker sends one mail at a time.
 */
export async function guestMailBudgetAtSending(email: string, now: Date, perHour?: number): Promise<GuestMailBudget> {
  const database = await db();
  const toRecipient = await acknowledgementsTo(email, new Date(now.getTime() - DAY_MS), false);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [lastHour] = await database
    .select({ n: count(), oldest: min(outbox.sentAt) })
    .from(outbox)
    .where(and(eq(outbox.kind, "guest"), eq(outbox.state, "sent"), gte(outbox.sentAt, hourAgo)));
  const reason = guestMailOverBudget(toRecipient, lastHour?.n ?? 0, perHour);
  if (!reason) return { over: false };
  // With none sent in the hour (a budget of 0), nothing frees it sooner than in an hour.
  const oldest = lastHour?.oldest ?? now;
  return { over: true, reason, freesAt: new Date(oldest.getTime() + HOUR_MS + 1) };
}
