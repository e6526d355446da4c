// Who a guest's own decisions are recorded as, in a module of its own: the owners' request page's
// script reads it to name the guest in the history, and manage-rules.ts (which re-exports it)
// brings the date rules, and their library, along.

/** Who a guest's cancellation is recorded as (request_status_changes.changed_by). */
export const GUEST_ACTOR = "guest";
