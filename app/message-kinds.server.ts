import { registerMessageKinds, type MessageKinds } from "./features/outbox/kind-registry.server.ts";
import { alertMailMessage, alertTelegramMessage } from "./features/alerts/alert-message-kinds.server.ts";
import { isAlertRow } from "./features/alerts/site-alerts.server.ts";
import {
  acknowledgementMessage,
  digestMessage,
  newRequestTelegramMessage,
  noticeMailMessage,
  ownerMailMessage,
  reminderMessage,
  reservationChangedMessage,
  statusMailMessage,
} from "./features/requests/request-message-kinds.server.ts";

// Every kind of outbox message with the composer of the feature that owns it
// (app/features/outbox/kind-registry.server.ts). The outbox imports no feature; this map is where
// they meet, typed so that a kind in db/schema.ts's outboxKinds without a composer does not
// compile. Imported for its effect by server/app.ts before it starts the outbox worker, and by
// the tests that run the worker.

export const messageKinds: MessageKinds = {
  owner: ownerMailMessage,
  guest: acknowledgementMessage,
  status: statusMailMessage,
  notice: noticeMailMessage,
  reminder: reminderMessage,
  digest: digestMessage,
  alert: alertMailMessage,
  changed: reservationChangedMessage,
  // Both a request and an alert may be told on Telegram: an alert's rows are named for it.
  telegram: (row, context) => (isAlertRow(row.id) ? alertTelegramMessage(row, context) : newRequestTelegramMessage(row, context)),
};

registerMessageKinds(messageKinds);
