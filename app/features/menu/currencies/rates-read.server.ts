// The menu's currency rates (app/features/menu/rules/currencies.ts) as the `meta` table holds
// them (db/schema.ts), as the table card keeps its Wi-Fi; read fresh, so a save shows at the
// next view. Written only by rates-write.server.ts.
import { inArray } from "drizzle-orm";
import { meta } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { foreignCurrencies, ratesMetaKeys, type CurrencyRates } from "../rules/currencies.ts";

const keys = Object.values(ratesMetaKeys);

/** The rates the owners set, or null when no currency has one (the menu offers euros only). */
export async function readRates(): Promise<CurrencyRates | null> {
  const rows = await (await db()).select().from(meta).where(inArray(meta.key, keys));
  const fact = (key: string) => rows.find((r) => r.key === key)?.value;
  const rates: CurrencyRates["rates"] = {};
  for (const currency of foreignCurrencies) {
    const rate = Number(fact(ratesMetaKeys[currency]) ?? Number.NaN);
    if (Number.isFinite(rate) && rate > 0) rates[currency] = rate;
  }
  const date = fact(ratesMetaKeys.date);
  if (!date || Object.keys(rates).length === 0) return null;
  return { date, rates };
}

