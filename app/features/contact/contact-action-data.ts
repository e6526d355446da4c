import type { SubmissionResult } from "@conform-to/react";

/** What the home page's action answers a form posted without JavaScript (contact-action.server.ts). */
export type ContactActionData =
  | { outcome: "sent"; id: string }
  | {
      outcome: "error";
      /** Conform's last result: the field messages and what was typed. */
      reply: SubmissionResult<string[]>;
      /** A message for the alert region (rate limit, server trouble, too large). */
      alert?: string;
    };
