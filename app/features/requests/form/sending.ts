import type { SubmissionResult } from "@conform-to/react";
import { CONTACT_ENDPOINT } from "../rules/contact-api";
import { contactMessages } from "../rules/contact-messages";
import { toContactRequest, toJsonBody } from "../rules/contact-request";
import type { ContactEndpointBody } from "../rules/contact-results";
import type { ContactValue } from "../rules/contact-schema";
import type { Lang } from "../../../lib/lang";

// Where the contact form is in sending a request (docs/product.md §8), and the one trip to
// /api/contact that moves it on.

/** The server's messages for the fields, as Conform takes them. */
export type Reply = SubmissionResult<string[]>;

export type Sending =
  /**
   * Nothing sent yet; `reply` holds the server's field messages of a post without JavaScript,
   * `notice` what the server said of the last request sent (kept after the form resets).
   */
  | { phase: "idle"; reply?: Reply; notice?: string }
  | { phase: "sending" }
  /** `notice`: the guest's acknowledgement could not be sent (docs/product.md §7.4). */
  | { phase: "sent"; notice?: string }
  /** Not sent: the lines of the form's alert, and the server's field messages when it gave any. */
  | { phase: "failed"; alerts: string[]; reply?: Reply };

export type SendingEvent =
  | { type: "send" }
  | { type: "sent"; notice?: string }
  | { type: "fail"; alerts: string[]; reply?: Reply }
  | { type: "reset" };

/** The start: idle, with the server's field messages of a post without JavaScript. */
export const idle = (reply?: Reply): Sending => ({ phase: "idle", reply });

/** What the server said of the request just sent, shown beside (and after) the success. */
export const noticeOf = (state: Sending): string | undefined => ("notice" in state ? state.notice : undefined);

/** The server's field messages the form shows now (Conform's lastResult). */
export const replyOf = (state: Sending): Reply | undefined => ("reply" in state ? state.reply : undefined);

export function sending(state: Sending, event: SendingEvent): Sending {
  switch (event.type) {
    case "send":
      return { phase: "sending" };
    case "sent":
      return event.notice ? { phase: "sent", notice: event.notice } : { phase: "sent" };
    case "fail":
      // The earlier field messages stay until new ones come (Conform keeps showing them).
      return { phase: "failed", alerts: event.alerts, reply: event.reply ?? replyOf(state) };
    case "reset":
      // The success goes with the reset; a notice about the request just sent stays to be read.
      return state.phase === "sent" && state.notice ? { phase: "idle", notice: state.notice } : { phase: "idle" };
  }
}

/** The browser says it has no network (docs/product.md §15.5): the form says so instead of trying. */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

const fail = (alerts: string[], reply?: Reply): SendingEvent => ({ type: "fail", alerts, reply });

/** Sends the checked form as JSON; the answer is the event that ends the sending phase. */
export async function sendContactRequest(value: ContactValue, lang: Lang): Promise<SendingEvent> {
  const m = contactMessages[lang];
  try {
    // docs/product.md §3: name and country capitalised by word, phone without spaces.
    const body = toJsonBody(toContactRequest(value), value.captcha, lang);
    let response: Response;
    try {
      response = await fetch(CONTACT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
    } catch (error) {
      // docs/product.md §15.5: no connection is said as such; what was typed stays in the form.
      if (isOffline()) return fail([m.offline]);
      console.error("The contact request could not be sent:", error);
      return fail([m.unexpectedError]);
    }
    if (response.ok) {
      const answer = (await response.json().catch(() => undefined)) as ContactEndpointBody | undefined;
      return answer?.ok && answer.acknowledgement === "withheld" ? { type: "sent", notice: answer.message } : { type: "sent" };
    }
    // docs/product.md §8: any HTTP failure is 'Error al enviar…'; the server's field messages show beside their fields.
    const answer = (await response.json().catch(() => undefined)) as ContactEndpointBody | undefined;
    if (answer && !answer.ok && answer.error === "validation") return fail([m.httpError], { status: "error", error: answer.errors });
    return fail(answer && !answer.ok && answer.message ? [m.httpError, answer.message] : [m.httpError]);
  } catch (error) {
    console.error("Unexpected error while sending the contact request:", error);
    return fail([m.unexpectedError]);
  }
}
