import { createHash, createHmac } from "node:crypto";
import { localizePath, type Lang } from "#app/lib/lang.ts";
import { linkKey } from "./link-keys.server.ts";

// The guest's manage link (/r/<token>, /es/r/<token>). The token is the HMAC of the request's
// id and its link generation under the 'manage' link key: 256 bits no one can guess without
// SESSION_SECRET, and every mail (the acknowledgement, a decision days later, the reminder) can
// print the current link again without the token ever being stored. The database keeps only
// its SHA-256, to find the request by an indexed lookup of the hash
// (docs/decisions/0018-reservation-links.md). A new generation is a new token and a new stored
// hash: every earlier link then finds nothing (docs/decisions/0026-guest-link-windows.md).

export const MANAGE_PATH = "/r/";

/** What names a request's current link: its id and contact_requests.manage_link_generation. */
export type ManageLinkOwner = { id: string; manageLinkGeneration: number };

export function manageToken({ id, manageLinkGeneration }: ManageLinkOwner): string {
  // Generation 0 signs the id alone, as links did before generations: links already mailed keep working.
  const signed = manageLinkGeneration === 0 ? id : `${id}\n${manageLinkGeneration}`;
  return createHmac("sha256", linkKey("manage")).update(signed).digest("base64url");
}

/** What contact_requests.manage_token_hash holds for a token. */
export function manageTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The guest's current manage page, absolute, in the guest's language. */
export function manageUrl(siteUrl: string, lang: Lang, request: ManageLinkOwner): string {
  return `${siteUrl}${localizePath(`${MANAGE_PATH}${manageToken(request)}`, lang)}`;
}
