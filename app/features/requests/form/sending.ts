import type { SubmissionResult } from "@conform-to/react";
import { CONTACT_ENDPOINT } from "../rules/contact-api.ts";
import type { ContactMessages } from "../rules/contact-messages.ts";
import { toContactRequest, toJsonBody } from "../rules/contact-request.ts";
import type { ContactEndpointBody } from "../rules/contact-results.ts";
import type { ContactValue } from "../rules/contact-schema.ts";
import type { Lang } from "#app/lib/lang.ts";

// Where the contact form is in sending a request (docs/product.md §8), and the one trip to
// /api/contact that moves it on.

/** The server's messages for the fields, as Conform takes them. */
export type Reply = SubmissionResult<string[]>;

/** What the note after sending says (docs/product.md §8): what was sent and how the answer comes. */
export type Received = { reservation: boolean; whatsapp: boolean };

export type Sending =
  /** Nothing sent yet; `reply` holds the server's field messages of a post without JavaScript. */
  | { phase: "idle"; reply?: Reply }
  | { phase: "sending" }
  /**
   * Sent: the spec's success message shows for SUCCESS_RESET_MS. `notice`: the guest's
   * acknowledgement could not be sent (docs/product.md §7.4).
   */
  | { phase: "sent"; received: Received; notice?: string }
  /** After the reset: the form is empty and the note stays in its place until the visitor writes again. */
  | { phase: "received"; received: Received; notice?: string }
  /** Not sent: the lines of the form's alert, and the server's field messages when it gave any. */
  | { phase: "failed"; alerts: string[]; reply?: Reply };

export type SendingEvent =
  | { type: "send" }
  | { type: "sent"; received: Received; notice?: string }
  | { type: "fail"; alerts: string[]; reply?: Reply }
  | { type: "reset" }
  /** The visitor starts a new message: the note goes, the empty form comes back. */
  | { type: "write-again" };

/** The start: idle, with the server's field messages of a post without JavaScript. */
export const idle = (reply?: Reply): Sending => ({ phase: "idle", reply });

/** What the server said of the request just sent, shown beside (and after) the success. */
export const noticeOf = (state: Sending): string | undefined => ("notice" in state ? state.notice : undefined);

/** The request just sent, while its note shows (from the success until the visitor writes again). */
export const receivedOf = (state: Sending): Received | undefined => ("received" in state ? state.received : undefined);

/** The server's field messages the form shows now (Conform's lastResult). */
export const replyOf = (state: Sending): Reply | undefined => ("reply" in state ? state.reply : undefined);

export function sending(state: Sending, event: SendingEvent): Sending {
  switch (event.type) {
    case "send":
      return { phase: "sending" };
    case "sent":
      return event.notice ? { phase: "sent", received: event.received, notice: event.notice } : { phase: "sent", received: event.received };
    case "fail":
      // The earlier field messages stay until new ones come (Conform keeps showing them).
      return { phase: "failed", alerts: event.alerts, reply: event.reply ?? replyOf(state) };
    case "reset":
      // The success goes with the reset; the note about the request just sent (and the server's
      // notice) stays to be read until the visitor starts a new message.
      return state.phase === "sent" ? { ...state, phase: "received" } : { phase: "idle" };
    case "write-again":
      return state.phase === "received" ? { phase: "idle" } : state;
  }
}

/** The browser says it has no network (docs/product.md §15.5): the form says so instead of trying. */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

const fail = (alerts: string[], reply?: Reply): SendingEvent => ({ type: "fail", alerts, reply });

/** Sends the checked form as JSON; the answer is the event that ends the sending phase, worded with `m` (the page's language). */
export async function sendContactRequest(value: ContactValue, lang: Lang, m: ContactMessages): Promise<SendingEvent> {
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
      const received: Received = { reservation: body.fecha !== undefined, whatsapp: body.whatsapp === true };
      return answer?.ok && answer.acknowledgement === "withheld" ? { type: "sent", received, notice: answer.message } : { type: "sent", received };
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
