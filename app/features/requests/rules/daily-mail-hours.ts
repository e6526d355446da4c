// The defaults of REMINDER_HOUR, DIGEST_HOUR and DIGEST_UNANSWERED_HOURS (app/config.server.ts),
// on their own without imports: the configuration is also loaded by scripts that Node runs
// directly (npm run admin:create, backup), which follow only imports written with their extension.
// What the hours mean: ./daily-mails.ts.

/** Havana hour from which tomorrow's confirmed guests get their reminder. */
export const REMINDER_HOUR = 10;
/** Havana hour from which the owners' digest of the day goes out. */
export const DIGEST_HOUR = 9;
/** The digest lists requests still 'new' this many hours after they arrived. */
export const DIGEST_UNANSWERED_HOURS = 12;
