import type { SubmissionResult } from "@conform-to/react";
import type { AcknowledgementWithheldReason } from "./contact-limits.ts";

/**
 * The guest's acknowledgement of a stored request (docs/product.md §7.4): queued, or withheld
 * over a guest-mail budget, with the reason and what to tell the guest in their language.
 */
export type AcknowledgementState =
  | { acknowledgement: "queued" }
  | { acknowledgement: "withheld"; acknowledgementReason: AcknowledgementWithheldReason; message: string };

/** What POST /api/contact answers (contact-endpoint.server.ts). */
export type ContactEndpointBody =
  | ({ ok: true; id: string } & AcknowledgementState)
  | { ok: false; error: "validation"; errors: Record<string, string[]> }
  | {
      ok: false;
      error:
        | "malformed-json"
        | "unreadable"
        | "method-not-allowed"
        | "payload-too-large"
        | "unsupported-media-type"
        | "rate-limited"
        | "unavailable";
      message: string;
    };

/** What the home page's action answers a form posted without JavaScript (contact-action.server.ts). */
export type ContactActionData =
  | { outcome: "sent"; id: string; /** Said beside the success: the guest's acknowledgement was withheld. */ notice?: string }
  | {
      outcome: "error";
      /** Conform's last result: the field messages and what was typed. */
      reply: SubmissionResult<string[]>;
      /** A message for the alert region (rate limit, server trouble, too large). */
      alert?: string;
    };
