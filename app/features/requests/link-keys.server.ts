import { hkdfSync } from "node:crypto";
import { config } from "#app/config.server.ts";

// The keys that sign the links we put in mails (the guest's manage link, the owners' decision
// links; docs/decisions/0018-reservation-links.md). Each purpose gets its own key, derived from
// the one SESSION_SECRET (kept in the environment or in DATA_DIR), so a token made for one
// purpose is worthless for another and no second secret has to be kept.

export type LinkPurpose = "manage" | "decision";

/** Not cached: deriving is cheap, and tests reload the configuration with another DATA_DIR. */
export function linkKey(purpose: LinkPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", config().SESSION_SECRET, "terraza-links", purpose, 32));
}
