import type { ComposeMessage } from "../outbox/kind-registry.server.ts";
import { alertMail, alertTelegramText } from "./alert-mail.server.ts";
import { alertOf } from "./site-alerts.server.ts";

// The composers of the alerts' outbox rows (app/features/outbox/kind-registry.server.ts;
// app/message-kinds.server.ts registers them): an alert about the site itself, by mail, and on
// Telegram when it is set up.

/** 'alert': the owners' mail. */
export const alertMailMessage: ComposeMessage = async (row, { addresses, messageId }) => {
  const alert = await alertOf(row.id);
  if (!alert) return { failed: "alert deleted" };
  return { mail: async () => alertMail(alert, addresses, messageId, row.createdAt) };
};

/** A 'telegram' row of an alert (site-alerts.server.ts, alertTelegramId). */
export const alertTelegramMessage: ComposeMessage = async (row, { addresses }) => {
  const alert = await alertOf(row.id);
  if (!alert) return { failed: "alert deleted" };
  return { telegram: () => alertTelegramText(alert, addresses.site) };
};
