import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrateDb, openDb } from "#db/client.ts";
import { runCrashScenario } from "../../scripts/lib/crash-scenario.ts";

// docs/product.md §16.4, the crash promise in small (npm run chaos runs it with a few hundred):
// genuine requests while SMTP is down, SIGKILL in the middle of the sending, a
// restart on the same DATA_DIR, SMTP back. Every request answered 201 is stored,
// every stored request delivers its two mails, no mail arrives twice.

describe("the crash promise", () => {
  it("loses nothing answered 201 and sends nothing twice across SMTP down, SIGKILL and restart", async () => {
    const f = await runCrashScenario({ requests: 20, concurrency: 4, killAfter: 8 });

    expect(f.killSignal).toBe("SIGKILL");
    expect(f.answered201).toBeGreaterThanOrEqual(8);
    expect(f.sentAfterRestart).toBeGreaterThan(0);
    // stored = answered 201, except requests committed in the instant before the kill
    // whose answer never left: those were in flight, and are stored and mailed too.
    expect(f.answeredNotStored).toBe(0);
    expect(f.storedWithoutAnswer).toBeLessThanOrEqual(f.inFlightAtKill);
    expect(f.stored).toBe(f.answered201 + f.storedWithoutAnswer);
    expect(f.drainedInMs).not.toBeNull();
    expect(f.failedMails).toBe(0);
    expect(f.delivered).toBe(2 * f.stored);
    expect(f.storedMissingMail).toBe(0);
    expect(f.duplicates).toBe(0);
    expect(f.promiseKept).toBe(true);

    // The server's database file is in WAL mode, and db/client.ts gives every pooled
    // connection the busy timeout (a PRAGMA would reach only the first one).
    expect(f.sqlite.fileJournalMode).toBe("wal");
    expect(f.sqlite.journalModes).toEqual(["wal", "wal", "wal", "wal"]);
    for (const timeout of f.sqlite.busyTimeoutsMs) expect(timeout).toBeGreaterThanOrEqual(1000);
  });

  it("a write waits for another process's write transaction instead of failing with SQLITE_BUSY", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "terraza-busy-"));
    const file = path.join(dir, "site.db");
    const db = await openDb(file);
    try {
      await migrateDb(db);
      // Another process (an admin:create, a backup) holds the write lock for a moment.
      const holder = spawn(
        path.resolve("node_modules/.bin/node"),
        [
          "--input-type=module",
          "-e",
          `import { createClient } from "@libsql/client";
           const c = createClient({ url: ${JSON.stringify(`file:${file}`)} });
           const tx = await c.transaction("write");
           await tx.execute("INSERT INTO text_blocks (section, value, lang, text, updated_at) VALUES ('busy', 'test', 'en', 'held', 0)");
           process.stdout.write("holding\\n");
           await new Promise((r) => setTimeout(r, 700));
           await tx.commit();
           c.close();`,
        ],
        { cwd: path.resolve("."), stdio: ["ignore", "pipe", "inherit"] },
      );
      const exited = new Promise((resolve) => holder.once("exit", resolve));
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("holding") && resolve());
        holder.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
      });
      // Without a busy timeout this would fail at once with SQLITE_BUSY.
      await db.$client.execute("INSERT INTO text_blocks (section, value, lang, text, updated_at) VALUES ('busy', 'test', 'es', 'waited', 0)");
      expect(await exited).toBe(0);
      expect((await db.$client.execute("SELECT count(*) AS n FROM text_blocks WHERE section = 'busy'")).rows[0]?.n).toBe(2);
    } finally {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
