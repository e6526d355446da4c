// The current edition of the menu: the data, its last change, the text blocks the files show
// (carta.actualizacion, carta.disclaimer, carta.alergenos) in every language, the languages
// published (the ones drawn), and the
// restaurant's name and contact line in force (app/features/facts/): what the files print is
// what the edition's hash covers, so new facts make new files at new addresses.
import { eq } from "drizzle-orm";
import { textBlocks } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { languages, type Lang } from "#app/lib/lang.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { publish } from "#app/shell/content/content-version.server.ts";
import { publishedLangs } from "#app/shell/languages/published-languages.server.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { blockKey, textOf, type TextBlocks } from "#app/shell/content/text-blocks.ts";
import { menuUpdateNote } from "../rules/menu-update-note.ts";
import { logger } from "#app/logger.server.ts";
import type { MenuEdition, MenuManifest } from "./menu-drawing.server.ts";
import { menuFiles } from "./menu-files.server.ts";
import { readMenu, type StoredMenu } from "../store/menu-read.server.ts";
import { readRates } from "../currencies/rates-read.server.ts";

async function cartaBlocks(): Promise<Record<Lang, TextBlocks>> {
  const database = await db();
  const rows = await database.select().from(textBlocks).where(eq(textBlocks.section, "carta"));
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      Object.fromEntries(rows.filter((r) => r.lang === lang).map((r) => [blockKey(r.section, r.value), r.text])),
    ]),
  ) as Record<Lang, TextBlocks>;
}

/** "Calle Simón Bolívar 430, Trinidad, Cuba · +53 41 994 430 · reservas@…" */
export function contactLine({ address, phone, email }: SiteFacts): string {
  return `${address.street}, ${address.locality}, ${address.country} · ${phone} · ${email}`;
}

export async function currentMenuEdition(): Promise<{ menu: StoredMenu; edition: MenuEdition }> {
  const [menu, blocks, rates, facts, langs] = await Promise.all([readMenu(), cartaBlocks(), readRates(), currentFacts(), publishedLangs()]);
  const per = <T>(pick: (lang: Lang) => T) => Object.fromEntries(languages.map((l) => [l, pick(l)])) as Record<Lang, T>;
  const edition: MenuEdition = {
    langs,
    cards: menu.cards,
    updatedAt: menu.updatedAt,
    notes: per((lang) => menuUpdateNote(textOf(blocks[lang], "carta", "actualizacion"), menu.updatedAt, lang, restaurantTimeZone)),
    disclaimers: per((lang) => textOf(blocks[lang], "carta", "disclaimer")),
    marksNotes: per((lang) => textOf(blocks[lang], "carta", "alergenos")),
    house: facts.name,
    contact: contactLine(facts),
    rates,
  };
  return { menu, edition };
}

/** The files of the current edition, made if missing (first start, after a save, a new renderer). */
export async function currentMenuFiles(): Promise<{ menu: StoredMenu; edition: MenuEdition; files: MenuManifest }> {
  const { menu, edition } = await currentMenuEdition();
  return { menu, edition, files: await menuFiles(edition) };
}

/**
 * After an owner changed what the files print from outside the menu (the restaurant's facts: its
 * name, address, phone, e-mail; a language published, whose files are drawn now), as a menu save does: the kept pages are stale, the current
 * edition's files are drawn, and the pages are stale again once they are (content-version.server.ts).
 * Resolves once drawn; a failure is logged and the next view of /menu tries again.
 */
export async function redrawMenuFiles(): Promise<void> {
  await publish(() =>
    currentMenuFiles().catch((error: unknown) => logger.error({ err: error }, "the restaurant's details saved, but the menu's images or PDF could not be made")),
  );
}

/**
 * Called once the server listens: makes the current edition's files in the background
 * if they are missing (first start, a new renderer), so the first visitor of /menu
 * does not wait for them.
 */
export function prepareMenuFiles(): void {
  currentMenuFiles().catch((error: unknown) => logger.error({ err: error }, "menu files could not be made"));
}
