import { randomUUID } from "node:crypto";
import { logger } from "#app/logger.server.ts";
import { config } from "#app/config.server.ts";
import { fill } from "#app/lib/fill.ts";
import { contactMessages } from "./rules/contact-messages.ts";
import { parseContactFields, toContactRequest } from "./rules/contact-request.ts";
import { FAILED_ROBOT_CHECK_LIMIT_MULTIPLE } from "./rules/contact-limits.ts";
import { HONEYPOT_FIELD } from "./rules/contact-schema.ts";
import { formatReservationDate } from "#app/booking/reservation-dates.ts";
import { bookingDateRange } from "#app/booking/bookable-slots.ts";
import { type Schedule } from "#app/booking/schedule.ts";
import { to12HourLabel } from "#app/lib/clock.ts";
import { currentScheduleAt } from "../schedule/schedule-store.server.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { capacityVerdict } from "../schedule/capacity.server.ts";
import type { ContactRequest } from "./rules/contact-request.ts";
import type { Lang } from "#app/lib/lang.ts";
import { verifyCaptcha } from "./captcha.server.ts";
import { storeContactRequest } from "./request-queue.server.ts";
import { telegramSettings } from "../outbox/telegram.server.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server.ts";
import { acknowledgementAtSubmission } from "./guest-mail-budget.server.ts";
import type { AcknowledgementWithheldReason } from "./rules/contact-limits.ts";

// The one server path of a contact request (docs/product.md §7.3, §7), used by the
// JSON endpoint (api-contact.server.ts) and by the home page's form action
// (contact-action.server.ts). Errors are values: nothing a client sends throws.

export type SubmitContext = { lang: Lang; clientAddress: string; now?: Date };

export type SubmitResult =
  /**
   * Stored, with its two mails queued, and committed; the guest's acknowledgement withheld when
   * over a budget (app/features/requests/rules/contact-limits.ts), with what to tell the guest.
   */
  | { status: "created"; id: string; acknowledgement: AcknowledgementAnswer }
  /** The honeypot was filled: answered like a success, nothing stored or mailed. */
  | { status: "ignored"; id: string; acknowledgement: AcknowledgementAnswer }
  /** A message per field, in the request's language (form-level ones under "reservation"). */
  | { status: "invalid"; errors: Record<string, string[]> }
  | { status: "rate-limited"; retryAfterSeconds: number; message: string }
  /** The database or the reCAPTCHA verifier could not be reached; try again later. */
  | { status: "unavailable"; retryAfterSeconds: number; message: string };

/** What the guest is told of their acknowledgement: it is on its way, or it was withheld (in their language). */
export type AcknowledgementAnswer = { state: "queued" } | { state: "withheld"; reason: AcknowledgementWithheldReason; message: string };

let limiter: RateLimiter | undefined;
function rateLimiter(): RateLimiter {
  const cfg = config();
  limiter ??= createRateLimiter(cfg.CONTACT_RATE_LIMIT, cfg.CONTACT_RATE_WINDOW_MINUTES * 60_000);
  return limiter;
}

/** Failed robot checks and filled honeypots: a looser limit of their own (app/features/requests/rules/contact-limits.ts). */
let robotLimiter: RateLimiter | undefined;
function failedRobotCheckLimiter(): RateLimiter {
  const cfg = config();
  robotLimiter ??= createRateLimiter(
    cfg.CONTACT_RATE_LIMIT * FAILED_ROBOT_CHECK_LIMIT_MULTIPLE,
    cfg.CONTACT_RATE_WINDOW_MINUTES * 60_000,
  );
  return robotLimiter;
}

const UNAVAILABLE_RETRY_SECONDS = 30;

export async function submitContactRequest(fields: FormData | URLSearchParams, ctx: SubmitContext): Promise<SubmitResult> {
  const now = ctx.now ?? new Date();
  const m = contactMessages[ctx.lang];

  // Every submission that passed the robot check counts against the client's limit; one
  // that only fails the field rules costs nothing and does not count, so a guest fixing a
  // typo without JavaScript is never locked out. One that fails the robot check counts
  // against a looser limit of its own, so junk tokens sent from an address many guests
  // share cannot use up their allowance.
  const limit = (which: RateLimiter) => {
    const decision = which.hit(ctx.clientAddress, now.getTime());
    return decision.allowed
      ? undefined
      : ({
          status: "rate-limited",
          retryAfterSeconds: decision.retryAfterSeconds,
          message: fill(m.tooManyRequests, { minutes: Math.ceil(decision.retryAfterSeconds / 60) }),
        } as const);
  };

  const honeypot = fields.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ client: ctx.clientAddress }, "contact honeypot filled");
    return limit(failedRobotCheckLimiter()) ?? { status: "ignored", id: randomUUID(), acknowledgement: { state: "queued" } };
  }

  // The schedule in force (docs/product.md §17) judges the date and time, and a refusal gives
  // the phone in force (docs/owners-guide.md, "Restaurant details"); reading them is the first
  // step that needs the database.
  let schedule: Schedule;
  let phone: string;
  try {
    [schedule, { phone }] = await Promise.all([currentScheduleAt(now), currentFacts()]);
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.message : String(error) }, "schedule or facts not read");
    return { status: "unavailable", retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS, message: m.httpError };
  }
  const submission = parseContactFields(fields, { messages: contactMessages[ctx.lang], dates: bookingDateRange(schedule, now), check: { schedule, now, phone } });
  if (submission.status !== "success") {
    const errors: Record<string, string[]> = {};
    for (const [name, messages] of Object.entries(submission.error ?? {})) {
      if (messages && messages.length > 0) errors[name === "" ? "form" : name] = messages;
    }
    return { status: "invalid", errors };
  }

  const verdict = await verifyCaptcha(submission.value.captcha, ctx.clientAddress, now.getTime());
  if (verdict === "robot") {
    return limit(failedRobotCheckLimiter()) ?? { status: "invalid", errors: { captcha: [m.captchaFailed] } };
  }
  if (verdict === "unavailable") {
    logger.warn("robot-check verifier unavailable");
    return { status: "unavailable", retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS, message: m.httpError };
  }

  const request = toContactRequest(submission.value);
  // Like a field rule, a full slot or a large party does not count against the client's limit.
  let refused: Record<string, string[]> | undefined;
  try {
    refused = await capacityRefusal(schedule, request, ctx.lang, phone);
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.message : String(error) }, "capacity not read");
    return { status: "unavailable", retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS, message: m.httpError };
  }
  if (refused) return { status: "invalid", errors: refused };

  const limited = limit(rateLimiter());
  if (limited) return limited;

  try {
    // The guest-mail budgets of the address and of this sender (docs/product.md §7.4): beyond
    // them the request is still stored and the owners mailed, and the answer says the guest's
    // mail could not be sent.
    const withheld = await acknowledgementAtSubmission(request.email, ctx.clientAddress, now);
    const id = await storeContactRequest(request, ctx.lang, now, {
      telegram: telegramSettings(config()) !== undefined,
      acknowledgementWithheld: withheld,
    });
    logger.info({ requestId: id, reservation: request.reservation !== null, lang: ctx.lang, acknowledgementWithheld: withheld }, "contact request stored");
    return {
      status: "created",
      id,
      acknowledgement: withheld ? { state: "withheld", reason: withheld, message: m.acknowledgementWithheld } : { state: "queued" },
    };
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.message : String(error) }, "contact request not stored");
    return { status: "unavailable", retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS, message: m.httpError };
  }
}

/**
 * The capacity step (docs/product.md §17): a party at or above the large-party size, or a slot
 * whose area has fewer covers left than the party, is refused with a message on its field
 * that offers WhatsApp and the phone. Only the server knows the confirmed reservations.
 */
async function capacityRefusal(schedule: Schedule, request: ContactRequest, lang: Lang, phone: string): Promise<Record<string, string[]> | undefined> {
  const r = request.reservation;
  if (!r) return undefined;
  const verdict = await capacityVerdict(schedule, { date: r.date, time: r.time, area: r.area, pax: r.pax });
  if (!verdict) return undefined;
  const m = contactMessages[lang];
  return verdict.kind === "large-party"
    ? { pax: [fill(m.partyTooLarge, { min: verdict.min, phone })] }
    : { hora: [fill(m.slotFull, { area: r.area, time: to12HourLabel(r.time), date: formatReservationDate(r.date), phone })] };
}
