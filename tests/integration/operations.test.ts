import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../support/site/http-get.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";

// docs/operations.md against the built server: /healthz, retention at start, SIGTERM, and a backup
// taken while the site runs that a new server starts from.

const day = 24 * 60 * 60 * 1000;

async function addRequest(client: Client, id: string, createdAt: number, outboxStates: string[]) {
  await client.execute({
    sql: `INSERT INTO contact_requests (id, created_at, lang, name, email, country, comment)
          VALUES (?, ?, 'en', 'Ana', 'ana@example.com', 'Spain', 'A table for two')`,
    args: [id, createdAt],
  });
  for (const [i, state] of outboxStates.entries()) {
    await client.execute({
      sql: "INSERT INTO outbox (id, request_id, kind, state, next_attempt_at) VALUES (?, ?, ?, ?, ?)",
      args: [`${id}-${i}`, id, i === 0 ? "owner" : "guest", state, createdAt],
    });
  }
}

/** The details are for a monitor with the token (tests/integration/attacks/healthz-privacy.test.ts). */
const HEALTHZ_TOKEN = "operations-test-monitor-token-0123456789";

async function health(server: BuiltSite) {
  const res = await rawGet(`${server.url}/healthz`, { Authorization: `Bearer ${HEALTHZ_TOKEN}` });
  return { status: res.status, body: JSON.parse(res.body.toString()) as Record<string, unknown> };
}

describe("operations", () => {
  let server: BuiltSite;
  let client: Client;
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), "site-backups-"));

  beforeAll(async () => {
    server = await startBuiltSite({ env: { RETENTION_MONTHS: "12", HEALTHZ_TOKEN } });
    // Its first pass runs at start; the rows below are written after it.
    await server.waitForLog((l) => l.msg === "retention: expired requests deleted");
    client = createClient({ url: `file:${path.join(server.dataDir, "site.db")}`, timeout: 5000 });
  });
  afterAll(async () => {
    client?.close();
    await server?.stop();
  });

  it("/healthz reports the database and the outbox backlog (pending + sending + failed)", async () => {
    expect(await health(server)).toEqual({
      status: 200,
      body: expect.objectContaining({
        status: "ok",
        database: "ok",
        outbox: { pending: 0, sending: 0, failed: 0, total: 0 },
      }),
    });
    const now = Date.now();
    await addRequest(client, "recent-1", now - day, ["pending", "sent"]);
    await addRequest(client, "recent-2", now - 2 * day, ["failed", "sending"]);
    await addRequest(client, "expired", now - 400 * day, ["sent", "pending"]);
    const { status, body } = await health(server);
    expect(body.outbox).toEqual({ pending: 2, sending: 1, failed: 1, total: 4 });
    // A mail that failed for good makes the site degraded, not unavailable: it still serves.
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "degraded", problems: expect.arrayContaining([{ code: "mail-failed", failed: 1 }]) });
  });

  it("backs up the database and the files while the site runs", async () => {
    fs.mkdirSync(path.join(server.dataDir, "media/owners"), { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, "media/owners/1-portrait.jpg"), "jpeg bytes");
    fs.mkdirSync(path.join(server.dataDir, "menu"), { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, "menu/carta.pdf"), "%PDF");
    // A mail written as a file (no SMTP_URL): its only copy.
    fs.mkdirSync(path.join(server.dataDir, "mail"), { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, "mail/kept.owner.eml"), "Subject: kept");

    // Requests keep arriving during the backup.
    const pages = Promise.all(Array.from({ length: 20 }, (_, i) => rawGet(`${server.url}/${i % 2 ? "es" : ""}`)));
    const result = spawnSync(path.resolve("node_modules/.bin/node"), ["scripts/backup.ts", "--out", backups], {
      env: { PATH: process.env.PATH, DATA_DIR: server.dataDir },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect((await pages).every((p) => p.status === 200)).toBe(true);

    const [folder] = fs.readdirSync(backups);
    const dir = path.join(backups, folder!);
    expect(fs.readdirSync(dir).sort()).toEqual(
      ["altcha-hmac.key", "backup.json", "mail", "media", "menu", "session.key", "site.db"].sort(),
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "backup.json"), "utf8")) as {
      database: { integrity: string; rows: Record<string, number> };
    };
    expect(manifest.database.integrity).toBe("ok");
    expect(manifest.database.rows.contact_requests).toBe(3);
    expect(fs.readFileSync(path.join(dir, "media/owners/1-portrait.jpg"), "utf8")).toBe("jpeg bytes");
    expect(fs.readFileSync(path.join(dir, "menu/carta.pdf"), "utf8")).toBe("%PDF");
    expect(fs.readFileSync(path.join(dir, "mail/kept.owner.eml"), "utf8")).toBe("Subject: kept");
  });

  it("stops on SIGTERM with exit code 0 after stopping its jobs and the database", async () => {
    expect(await server.stop("SIGTERM")).toBe(0);
    const messages = server.logs.map((l) => `${String(l.msg)}${l.hook ? `: ${String(l.hook)}` : ""}`);
    // Hooks run last-registered first: the HTML cache's connection, the daily mails' scheduler
    // and the outbox worker (registered by startServer after the platform's jobs) stop before
    // the menu's drawing process (started right after the platform's jobs), the retention job and
    // the database; the scheduler stops before the worker it feeds.
    // Other lines (a mail sent just before the signal, say) may interleave; the shutdown's own come in this order.
    const shutdown = messages.filter((m) => m.startsWith("shut") || m.startsWith("stopped"));
    expect(shutdown).toEqual([
      "shutting down: no new connections, finishing requests in flight",
      "stopped: html cache",
      "stopped: daily mails",
      "stopped: outbox worker",
      "stopped: menu drawing",
      "stopped: retention job",
      "stopped: database",
      "shut down",
    ]);
  });

  it("a new server started from the backup (restore) has the data, and deletes what is past retention", async () => {
    const [folder] = fs.readdirSync(backups);
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), "site-restored-"));
    fs.cpSync(path.join(backups, folder!), restored, { recursive: true });
    const again = await startBuiltSite({ env: { RETENTION_MONTHS: "12", HEALTHZ_TOKEN }, dataDir: restored });
    try {
      const retention = await again.waitForLog((l) => l.msg === "retention: expired requests deleted");
      expect(retention).toMatchObject({ months: 12, requests: 1 });
      const { status } = await health(again);
      expect(status).toBe(200);
      // The expired request's mails went with it; the others' stay, in whatever state the
      // outbox worker (which resumes their mails at start) has brought them to by now.
      const restoredDb = createClient({ url: `file:${path.join(restored, "site.db")}`, timeout: 5000 });
      try {
        const requests = await restoredDb.execute("SELECT id FROM contact_requests ORDER BY id");
        expect(requests.rows.map((r) => r.id)).toEqual(["recent-1", "recent-2"]);
        const mails = await restoredDb.execute("SELECT request_id, count(*) AS n FROM outbox GROUP BY request_id ORDER BY request_id");
        expect(mails.rows.map((r) => [r.request_id, r.n])).toEqual([
          ["recent-1", 2],
          ["recent-2", 2],
        ]);
      } finally {
        restoredDb.close();
      }
      expect((await rawGet(`${again.url}/es`)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
