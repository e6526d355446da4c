import type { RequestStatus } from "./request-status.ts";

// How an owner's decision is guarded (docs/product.md §13): the moves that cannot be taken by a
// slip ask for a second, explicit step; a decision that mails the guest can be undone for a
// short while, because the outbox holds its mail until then; a no-show only once the
// reservation's time has begun (reservation-start.ts: apart, because the owners' pages' scripts read
// this module and need no date library).

// The undo window itself is a setting, DECISION_UNDO_SECONDS (its default in app/config-defaults.ts,
// docs/operations.md §1): the guest's mail about a decision waits that long in the outbox.

/** The moves an owner confirms in a second step that names the consequence. */
export const SECOND_STEP_STATUSES = ["declined", "cancelled", "no-show"] as const satisfies readonly RequestStatus[];
export type SecondStepStatus = (typeof SECOND_STEP_STATUSES)[number];

export function asksSecondStep(status: RequestStatus): status is SecondStepStatus {
  return (SECOND_STEP_STATUSES as readonly string[]).includes(status);
}

/** The form field and value that say the owner took the second step (or a "confirm anyway"). */
export const SECOND_STEP_FIELD = "sure";
export const OVERRIDE_FIELD = "overCap";
export const YES = "yes";

/** How an undo is marked in the request's history, after the owner who took the decision back. */
const UNDO_MARK = " (undo)";

/** Who an undo is recorded as: the owner, and that the line takes a decision back (the history says so in words). */
export function undoActor(ownerEmail: string): string {
  return `${ownerEmail}${UNDO_MARK}`;
}

/** The owner who undid a decision, when a history line is an undo (undoActor); else undefined. */
export function undoneBy(changedBy: string): string | undefined {
  return changedBy.endsWith(UNDO_MARK) ? changedBy.slice(0, -UNDO_MARK.length) : undefined;
}
