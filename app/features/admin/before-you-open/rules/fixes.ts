// Where the owners fix an open check: one of their own pages, or a setting only the person who
// runs the server can make (the sentence says which, and the section of the docs that explains it).
import type { AdminTextKey } from "../../shell/dictionary.ts";
import type { CheckId } from "./checklist.ts";

export type Fix =
  | { kind: "page"; path: string; page: AdminTextKey }
  | { kind: "helper"; ask: AdminTextKey; doc: string };

/** The fixes of every check but the facts' (../sample-facts.server.ts names that one). */
export const fixes: Record<Exclude<CheckId, "facts">, Fix> = {
  photos: { kind: "page", path: "/photos", page: "navMedia" },
  menu: { kind: "page", path: "/menu", page: "navMenu" },
  smtp: { kind: "helper", ask: "byoAskSmtp", doc: "docs/operations.md §9" },
  "mail-to": { kind: "helper", ask: "byoAskMailTo", doc: "docs/operations.md §9" },
  "site-url": { kind: "helper", ask: "byoAskSiteUrl", doc: "docs/operations.md §1" },
  "offsite-backup": { kind: "helper", ask: "byoAskBackup", doc: "docs/operations.md §6" },
  telegram: { kind: "helper", ask: "byoAskTelegram", doc: "docs/operations.md §1" },
};
