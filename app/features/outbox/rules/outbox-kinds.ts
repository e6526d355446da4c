import type { outboxKinds } from "#db/schema.ts";

/**
 * What one outbox row delivers (app/features/outbox/outbox.server.ts); each kind's composer is
 * registered by the feature that owns it (app/message-kinds.server.ts):
 * - 'owner', 'guest': the two mails stored with every request;
 * - 'status': the guest's mail about an owner's decision;
 * - 'notice': the owners' mail about a guest's cancellation or message from their manage page;
 * - 'reminder': the guest's mail the day before a confirmed reservation;
 * - 'digest': the owners' morning mail about one day (the only kind without a request);
 * - 'telegram': a new request (or an alert) as a Telegram message to the owners;
 * - 'alert': the owners' mail about the site itself (app/features/alerts/), without a request;
 * - 'changed': the guest's mail about an owner's change of their confirmed reservation (date, time, area, people).
 */
export type OutboxKind = (typeof outboxKinds)[number];
