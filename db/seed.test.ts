import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { migrateDb, openDb } from "./client.ts";
import { textBlocks } from "./schema.ts";
import { seedContent } from "./seed.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function freshDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-"));
  dirs.push(dir);
  const db = await openDb(path.join(dir, "site.db"));
  await migrateDb(db);
  return db;
}

describe("seeding", () => {
  it("creates every block on first start and keeps edits on the next", async () => {
    const db = await freshDb();
    await seedContent(db);
    const first = await db.select().from(textBlocks);
    expect(first.length).toBeGreaterThan(40);

    const where = and(eq(textBlocks.section, "menu"), eq(textBlocks.value, "tapas"), eq(textBlocks.lang, "es"));
    await db.update(textBlocks).set({ text: "Tapitas" }).where(where);
    await seedContent(db);

    const [edited] = await db.select().from(textBlocks).where(where);
    expect(edited?.text).toBe("Tapitas");
    expect((await db.select().from(textBlocks)).length).toBe(first.length);
    db.$client.close();
  });
});
