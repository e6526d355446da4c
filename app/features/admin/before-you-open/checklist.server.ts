// The site's state for "Before you open" (rules/checklist.ts), read fresh each time: the
// placeholders still current, who last changed the menu, the facts, the server's settings and
// the off-site backup's marker. Nothing about the list itself is stored.
import { eq } from "drizzle-orm";
import { media, meta } from "#db/schema.ts";
import { config } from "#app/config.server.ts";
import { db } from "#app/db.server.ts";
import { readOffsiteMarker } from "#app/offsite-backup-marker.server.ts";
import { PLACEHOLDER_VERSION } from "#app/features/media/rules/media-slots.ts";
import { MENU_SEED_AUTHOR, menuMetaKeys } from "#app/features/menu/store/menu-rows.server.ts";
import { editableSlots } from "../photos/media-library.ts";
import { checkSite, openCount, type CheckId, type CheckResult, type SiteState } from "./rules/checklist.ts";
import { fixes, type Fix } from "./rules/fixes.ts";
import { sampleFactsFix, sampleFactsLeft } from "./sample-facts.server.ts";

/** The slots the owners replace whose current version is still the drawn placeholder, in the owners' order. */
async function placeholderSlots(): Promise<string[]> {
  const rows = await (await db()).select({ slot: media.slot }).from(media).where(eq(media.version, PLACEHOLDER_VERSION));
  const still = new Set(rows.map((r) => r.slot));
  return editableSlots.filter((slot) => still.has(slot.id)).map((slot) => slot.id);
}

/** Whether an owner saved the menu since it was seeded (the menu's store records who changed it last). */
async function menuChangedByOwner(): Promise<boolean> {
  const [row] = await (await db()).select({ value: meta.value }).from(meta).where(eq(meta.key, menuMetaKeys.updatedBy));
  return row !== undefined && row.value !== MENU_SEED_AUTHOR;
}

export async function siteState(): Promise<SiteState> {
  const cfg = config();
  const [slots, facts, menuChanged] = await Promise.all([placeholderSlots(), sampleFactsLeft(), menuChangedByOwner()]);
  return {
    placeholderSlots: slots,
    sampleFacts: facts,
    menuChangedByOwner: menuChanged,
    smtpUrlSet: Boolean(cfg.SMTP_URL),
    mailToSet: Boolean(cfg.MAIL_TO),
    siteUrl: cfg.SITE_URL,
    telegramSet: Boolean(cfg.TELEGRAM_BOT_TOKEN && cfg.TELEGRAM_CHAT_ID),
    lastOffsiteBackupAt: readOffsiteMarker(cfg.DATA_DIR),
  };
}

export type ChecklistEntry = CheckResult & { fix: Fix };

function fixOf(id: CheckId): Fix {
  return id === "facts" ? sampleFactsFix : fixes[id];
}

/** Every check with its state now and where to fix it, in the page's order. */
export async function beforeYouOpen(): Promise<ChecklistEntry[]> {
  return checkSite(await siteState()).map((result) => ({ ...result, fix: fixOf(result.id) }));
}

/** How many checks are still open (the owners' navigation shows it until it is 0). */
export async function countSamplesLeft(): Promise<number> {
  return openCount(checkSite(await siteState()));
}
