// The current edition of the menu: the data, its last change, and the two text blocks
// the files show (carta.actualizacion, carta.disclaimer), in both languages.
import { eq } from "drizzle-orm";
import { textBlocks } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { languages, type Lang } from "#app/lib/lang.ts";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
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
export function contactLine(): string {
  const { address, phone, email } = seedFacts;
  return `${address.street}, ${address.locality}, ${address.country} · ${phone} · ${email}`;
}

export async function currentMenuEdition(): Promise<{ menu: StoredMenu; edition: MenuEdition }> {
  const [menu, blocks, rates] = await Promise.all([readMenu(), cartaBlocks(), readRates()]);
  const per = <T>(pick: (lang: Lang) => T) => Object.fromEntries(languages.map((l) => [l, pick(l)])) as Record<Lang, T>;
  const edition: MenuEdition = {
    cards: menu.cards,
    updatedAt: menu.updatedAt,
    notes: per((lang) => menuUpdateNote(textOf(blocks[lang], "carta", "actualizacion"), menu.updatedAt, lang, restaurantTimeZone)),
    disclaimers: per((lang) => textOf(blocks[lang], "carta", "disclaimer")),
    marksNotes: per((lang) => textOf(blocks[lang], "carta", "alergenos")),
    house: seedFacts.name,
    contact: contactLine(),
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
 * Called once the server listens: makes the current edition's files in the background
 * if they are missing (first start, a new renderer), so the first visitor of /menu
 * does not wait for them.
 */
export function prepareMenuFiles(): void {
  currentMenuFiles().catch((error: unknown) => logger.error({ err: error }, "menu files could not be made"));
}
