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
 * Backups kept, the newest (scripts/lib/backup-retention.ts): two weeks of the nightly one. Each
 * is a full copy, photos included; kept for all of RETENTION_MONTHS they would fill the disk.
 */
export const BACKUP_KEEP = 14;

/**
 * The owners' inbox while MAIL_TO is not set: an address that reaches nobody (`.invalid` is
 * reserved for that), so a copy of the site mails no real inbox before someone sets one
 * (docs/operations.md §9). The start-up log says where mail goes.
 */
export const MAIL_TO_UNSET = "mail-to-not-set@example.invalid";

/**
 * The undo window of an owner's decision that mails the guest (app/features/requests/rules/decision-steps.ts):
 * the outbox holds the mail this many seconds. Tests shorten it (0: no hold, no undo).
 */
export const DECISION_UNDO_SECONDS = 60;

/**
 * How long /menu waits for its card images and PDF while they are drawn (app/features/menu/drawing/menu-files.server.ts):
 * one language's drawing ends in seconds, and a page waits for its own language only, so a
 * visitor normally gets the whole page; past this, the text menu with "being prepared", well
 * before a proxy gives up (nginx waits 60 s).
 */
export const MENU_PAGE_WAIT_MS = 20_000;
