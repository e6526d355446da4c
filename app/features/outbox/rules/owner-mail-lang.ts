import type { OwnerLang } from "#app/lib/lang.ts";

/**
 * The language of every message the owners receive: the new-request mail and Telegram message,
 * a guest's notice, the morning digest and the site's alerts. The guest's mails follow the
 * language the guest used on the site instead.
 */
export const OWNER_MAIL_LANG = "es" as const satisfies OwnerLang;
