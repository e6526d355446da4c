// The defaults of the settings that features also read as numbers (app/config.server.ts owns
// them; docs/operations.md §1 lists every setting). On their own without imports: the
// configuration is also loaded by scripts that Node runs directly (npm run admin:create, backup),
// which follow only imports written with their extension, and the guest's form imports the
// budgets' rules (app/features/requests/rules/contact-limits.ts), which read the hour's budget.

/**
 * Guest acknowledgements per hour caused by one client (docs/product.md §7.4): a hotel's guests
 * sharing its Wi-Fi still get theirs.
 */
export const GUEST_MAILS_PER_SENDER_PER_HOUR = 5;
/** Guest acknowledgements sent per hour to all guests together (`npm run chaos` raises it for its hundreds of requests). */
export const GUEST_MAILS_PER_HOUR = 100;

// The daily mails; what the hours mean: app/features/requests/rules/daily-mails.ts.
/** Havana hour from which tomorrow's confirmed guests get their reminder. */
export const REMINDER_HOUR = 10;
/** Havana hour from which the owners' digest of the day goes out. */
export const DIGEST_HOUR = 9;
/** The digest lists requests still 'new' this many hours after they arrived. */
export const DIGEST_UNANSWERED_HOURS = 12;

/**
 * The undo window of an owner's decision that mails the guest (app/features/requests/rules/decision-steps.ts):
 * the outbox holds the mail this many seconds. Tests shorten it (0: no hold, no undo).
 */
export const DECISION_UNDO_SECONDS = 60;
