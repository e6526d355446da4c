// The owners' rates page's one write (app/routes/admin.menu-rates.tsx): the rates it parsed,
// in the `meta` table, then published.
import { inArray } from "drizzle-orm";
import { meta } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { logger } from "#app/logger.server.ts";
import { wallMomentAt } from "#app/booking/wall-time.ts";
import { publish } from "#app/shell/content/content-version.server.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";
import { currentMenuFiles } from "../drawing/menu-edition.server.ts";
import { foreignCurrencies, ratesMetaKeys, type CurrencyRates } from "../rules/currencies.ts";
import { readRates } from "./rates-read.server.ts";

const keys = Object.values(ratesMetaKeys);

/**
 * Saves the rates (a currency without one is taken off the menu), dated with the
 * restaurant's today, all or nothing; then publishes: the pages are stale, and the card
 * images and PDFs, which carry the rates line, are drawn again.
 */
export async function saveRates(rates: CurrencyRates["rates"], now = new Date()): Promise<CurrencyRates | null> {
  const database = await db();
  await database.transaction(async (tx) => {
    await tx.delete(meta).where(inArray(meta.key, keys));
    const facts = foreignCurrencies.flatMap((c) => (rates[c] === undefined ? [] : [{ key: ratesMetaKeys[c], value: String(rates[c]) }]));
    if (facts.length === 0) return;
    await tx.insert(meta).values([...facts, { key: ratesMetaKeys.date, value: wallMomentAt(now, restaurantTimeZone).date }]);
  });
  await publish(() => currentMenuFiles().catch((error: unknown) => logger.error({ err: error }, "rates saved, but the menu's images or PDF could not be made")));
  return readRates();
}
