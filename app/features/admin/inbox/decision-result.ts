import type { SecondStepStatus } from "#app/features/requests/rules/decision-steps.ts";
import type { RequestStatus } from "#app/features/requests/rules/request-status.ts";

/**
 * What the request page's action answers (app/routes/admin.request.tsx), also to a card of the
 * inbox that posted to it. `mail`: said beside the message when a decision queued the guest's
 * mail; `link`: when it ended the guest's link.
 */
export type RequestActionResult = {
  ok: boolean;
  message: string;
  mail?: string;
  link?: string;
  /** The second step still to take (the first tap decided nothing), with the owner's line so far. */
  ask?: { status: SecondStepStatus; note: string; requestId: string };
  /** A confirmation the cap refused: the owner may confirm anyway, with the same line. */
  overCap?: { status: Extract<RequestStatus, "confirmed">; note: string };
  /** ISO instant until which the decision can be undone (its guest mail is held until then). */
  undoUntil?: string;
  /** The note the server refused as too long: said beside the field, the owner's text kept in it. */
  noteRefused?: { message: string; note: string };
};
