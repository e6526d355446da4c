// The table card's Wi-Fi, in the `meta` table (db/schema.ts). Read only by the owners' table card
// page and its PDF route: no public page, feed or export reads these keys.
import { inArray } from "drizzle-orm";
import { meta } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { tableCardMetaKeys, wifiSecurities, type WifiSecurity } from "./rules/table-card-limits.ts";
import type { WifiNetwork } from "./rules/wifi-qr.ts";

const keys = Object.values(tableCardMetaKeys);

/** The network the owners entered, or null when the card has no Wi-Fi. */
export async function readWifi(): Promise<WifiNetwork | null> {
  const rows = await (await db()).select().from(meta).where(inArray(meta.key, keys));
  const fact = (key: string) => rows.find((r) => r.key === key)?.value;
  const ssid = fact(tableCardMetaKeys.ssid);
  const security = fact(tableCardMetaKeys.security);
  if (!ssid || !wifiSecurities.includes(security as WifiSecurity)) return null;
  return { ssid, security: security as WifiSecurity, password: fact(tableCardMetaKeys.password) ?? "" };
}

/** Saves the network (or takes it off the card with null) in one transaction: never half a network. */
export async function saveWifi(network: WifiNetwork | null): Promise<void> {
  const database = await db();
  await database.transaction(async (tx) => {
    if (!network) {
      await tx.delete(meta).where(inArray(meta.key, keys));
      return;
    }
    const facts = [
      { key: tableCardMetaKeys.ssid, value: network.ssid },
      { key: tableCardMetaKeys.security, value: network.security },
      { key: tableCardMetaKeys.password, value: network.password },
    ];
    for (const fact of facts) {
      await tx.insert(meta).values(fact).onConflictDoUpdate({ target: meta.key, set: { value: fact.value } });
    }
  });
}

