import { createHash, createHmac } from "node:crypto";
import type { Lang } from "../../lib/lang";
import { linkKey } from "./link-keys.server.ts";

// The guest's manage link (/r/<token>, /es/r/<token>). The token is the HMAC of the request's
// id under the 'manage' link key: 256 bits no one can guess without SESSION_SECRET, and every
// mail (the acknowledgement, a decision days later, the reminder) can print the same link
// again without the token ever being stored. The database keeps only its SHA-256, to find the
// request by an indexed lookup of the hash (docs/decisions/0018-reservation-links.md).

export const MANAGE_PATH = "/r/";

export function manageToken(requestId: string): string {
  return createHmac("sha256", linkKey("manage")).update(requestId).digest("base64url");
}

/** What contact_requests.manage_token_hash holds for a token. */
export function manageTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The guest's manage page, absolute, in the guest's language. */
export function manageUrl(siteUrl: string, lang: Lang, requestId: string): string {
  return `${siteUrl}${lang === "es" ? "/es" : ""}${MANAGE_PATH}${manageToken(requestId)}`;
}
