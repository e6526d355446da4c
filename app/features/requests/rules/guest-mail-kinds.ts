import type { OutboxKind } from "#app/features/outbox/rules/outbox-kinds.ts";

/**
 * The kinds that go to the guest's e-mail. A booking an owner entered by hand may have none
 * (stored as ""): the outbox worker withholds these then, whoever queued them.
 */
export const guestMailKinds = ["guest", "status", "reminder", "changed"] as const satisfies readonly OutboxKind[];

export function isGuestMailKind(kind: OutboxKind): boolean {
  return (guestMailKinds as readonly OutboxKind[]).includes(kind);
}
