import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { meta } from "#db/schema.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db } from "#app/db.server.ts";
import { readWifi, saveWifi } from "./wifi-store.server.ts";

freshDataDirs({ seed: false });

const keys = async () => (await (await db()).select().from(meta).where(like(meta.key, "table-card.%"))).map((r) => r.key).sort();

describe("the table card's Wi-Fi in the meta table", () => {
  it("is none at first, then exactly what was saved, then none again once taken off", async () => {
    expect(await readWifi()).toBeNull();
    await saveWifi({ ssid: ' Terraza;"5G" ', security: "WPA", password: 'p:a,s"s\\ñ ' });
    expect(await readWifi()).toEqual({ ssid: ' Terraza;"5G" ', security: "WPA", password: 'p:a,s"s\\ñ ' });
    expect(await keys()).toEqual(["table-card.wifi.password", "table-card.wifi.security", "table-card.wifi.ssid"]);
    await saveWifi({ ssid: "Libre", security: "nopass", password: "" });
    expect(await readWifi()).toEqual({ ssid: "Libre", security: "nopass", password: "" });
    await saveWifi(null);
    expect(await readWifi()).toBeNull();
    expect(await keys()).toEqual([]);
  });

  it("reads a security type it does not know as no Wi-Fi, never as a broken code", async () => {
    await saveWifi({ ssid: "Terraza", security: "WPA", password: "mojito2026" });
    await (await db()).update(meta).set({ value: "WPA3-Enterprise" }).where(like(meta.key, "table-card.wifi.security"));
    expect(await readWifi()).toBeNull();
  });
});
