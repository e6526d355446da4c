import type { outboxKinds } from "../../../../db/schema";

/**
 * What one outbox row delivers (app/features/requests/outbox.server.ts):
 * - 'owner', 'guest': the two mails stored with every request;
 * - 'status': the guest's mail about an owner's decision;
 * - 'notice': the owners' mail about a guest's cancellation or message from their manage page;
 * - 'reminder': the guest's mail the day before a confirmed reservation;
 * - 'digest': the owners' morning mail about one day (the only kind without a request);
 * - 'telegram': a new request (or an alert) as a Telegram message to the owners;
 * - 'alert': the owners' mail about the site itself (app/features/alerts/), without a request.
 */
export type OutboxKind = (typeof outboxKinds)[number];

/**
 * The kinds that go to the guest's e-mail. A booking an owner entered by hand may have none
 * (stored as ""): the outbox worker withholds these then, whoever queued them.
 */
export const guestMailKinds = ["guest", "status", "reminder"] as const satisfies readonly OutboxKind[];

export function isGuestMailKind(kind: OutboxKind): boolean {
  return (guestMailKinds as readonly OutboxKind[]).includes(kind);
}
