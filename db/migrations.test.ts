import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrateDb, openDb, type Db } from "./client.ts";

// A database made before the request statuses of app/features/requests/rules/request-status.ts
// (only migration 0000) must migrate on the next start and keep its requests and mails.

const folders: string[] = [];
const opened: Db[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.$client.close();
  for (const f of folders.splice(0)) fs.rmSync(f, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "terraza-migrations-"));
  folders.push(folder);
  return folder;
}

/** db/migrations as it was with only its first `count` migrations: their files and a journal that lists only them. */
function firstMigrations(count: number): string {
  const source = path.resolve("db/migrations");
  const target = tempFolder();
  fs.mkdirSync(path.join(target, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const first = journal.entries.slice(0, count);
  for (const { tag } of first) fs.copyFileSync(path.join(source, `${tag}.sql`), path.join(target, `${tag}.sql`));
  fs.writeFileSync(path.join(target, "meta/_journal.json"), JSON.stringify({ ...journal, entries: first }));
  return target;
}

/** db/migrations as it was before 0001: the first migration and a journal that lists only it. */
function firstMigrationOnly(): string {
  return firstMigrations(1);
}

describe("migrations", () => {
  it("brings a database made before the decision mails up to date, keeping its rows", async () => {
    const db = await openDb(path.join(tempFolder(), "site.db"));
    opened.push(db);
    await migrateDb(db, firstMigrationOnly());
    const now = Date.now();
    await db.$client.execute({
      sql: "INSERT INTO contact_requests (id, created_at, lang, name, email, country, comment, status) VALUES ('r1', ?, 'es', 'Ana', 'ana@example.org', 'Cuba', 'Hola', 'confirmed')",
      args: [now],
    });
    await db.$client.execute({ sql: "INSERT INTO request_status_changes (request_id, status, changed_by, created_at) VALUES ('r1', 'confirmed', 'o@example.org', ?)", args: [now] });
    await db.$client.execute({ sql: "INSERT INTO outbox (id, request_id, kind, next_attempt_at, created_at) VALUES ('r1.guest', 'r1', 'guest', ?, ?)", args: [now, now] });

    await migrateDb(db);

    const change = await db.$client.execute("SELECT status, note FROM request_status_changes");
    expect(change.rows.map((r) => ({ ...r }))).toEqual([{ status: "confirmed", note: null }]);
    const mail = await db.$client.execute("SELECT id, kind, status_change_id FROM outbox");
    expect(mail.rows.map((r) => ({ ...r }))).toEqual([{ id: "r1.guest", kind: "guest", status_change_id: null }]);
    await db.$client.execute({ sql: "INSERT INTO outbox (id, request_id, kind, status_change_id, next_attempt_at, created_at) VALUES ('r1.status.1', 'r1', 'status', 1, ?, ?)", args: [now, now] });
    expect((await db.$client.execute("SELECT count(*) AS n FROM outbox")).rows[0]?.n).toBe(2);
    // 0002: an old request came from the site and has no manage link; a digest has no request.
    const request = await db.$client.execute("SELECT source, manage_token_hash FROM contact_requests");
    expect(request.rows.map((r) => ({ ...r }))).toEqual([{ source: "site", manage_token_hash: null }]);
    await db.$client.execute({ sql: "INSERT INTO outbox (id, kind, digest_date, next_attempt_at, created_at) VALUES ('digest.2026-11-25', 'digest', '2026-11-25', ?, ?)", args: [now, now] });
    expect((await db.$client.execute("SELECT count(*) AS n FROM outbox WHERE request_id IS NULL")).rows[0]?.n).toBe(1);
  });

  it("moves a database's alt texts and card titles from their two columns to one row per language (0005), keeping every text", async () => {
    const db = await openDb(path.join(tempFolder(), "site.db"));
    opened.push(db);
    await migrateDb(db, firstMigrations(5));
    const now = Date.now();
    await db.$client.execute({
      sql: "INSERT INTO media (slot, kind, version, width, height, alt_en, alt_es, updated_at) VALUES ('owners', 'photo', 3, 800, 600, 'Ana and Luis', 'Ana y Luis', ?), ('map', 'pdf', 1, NULL, NULL, '', '', ?)",
      args: [now, now],
    });
    await db.$client.execute("INSERT INTO menu_cards (id, position, title_en, title_es) VALUES ('tapas', 1, 'Tapas', 'Tapas'), ('drinks', 8, 'Drinks', 'Bebidas')");

    await migrateDb(db);

    const alts = await db.$client.execute("SELECT slot, lang, alt FROM media_alts ORDER BY slot, lang");
    expect(alts.rows.map((r) => ({ ...r }))).toEqual([
      { slot: "map", lang: "en", alt: "" },
      { slot: "map", lang: "es", alt: "" },
      { slot: "owners", lang: "en", alt: "Ana and Luis" },
      { slot: "owners", lang: "es", alt: "Ana y Luis" },
    ]);
    const photo = await db.$client.execute("SELECT * FROM media WHERE slot = 'owners'");
    expect({ ...photo.rows[0] }).toEqual({ slot: "owners", kind: "photo", version: 3, width: 800, height: 600, updated_at: now });
    const titles = await db.$client.execute("SELECT card_id, lang, title FROM menu_card_titles ORDER BY card_id, lang");
    expect(titles.rows.map((r) => ({ ...r }))).toEqual([
      { card_id: "drinks", lang: "en", title: "Drinks" },
      { card_id: "drinks", lang: "es", title: "Bebidas" },
      { card_id: "tapas", lang: "en", title: "Tapas" },
      { card_id: "tapas", lang: "es", title: "Tapas" },
    ]);
    const cards = await db.$client.execute("SELECT * FROM menu_cards ORDER BY position");
    expect(cards.rows.map((r) => ({ ...r }))).toEqual([
      { id: "tapas", position: 1 },
      { id: "drinks", position: 8 },
    ]);
  });

  it("keeps every request through the guest-news marker (owner_seen_guest_at), none of them seen yet", async () => {
    const db = await openDb(path.join(tempFolder(), "site.db"));
    opened.push(db);
    const journal = JSON.parse(fs.readFileSync(path.resolve("db/migrations/meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
    // Found by its tag: migrations merged from other branches may come before it.
    await migrateDb(db, firstMigrations(journal.entries.findIndex((e) => e.tag === "0006_owner_seen_guest")));
    await db.$client.execute({
      sql: "INSERT INTO contact_requests (id, created_at, lang, name, email, country, comment, status) VALUES ('r1', ?, 'es', 'Ana', 'ana@example.org', 'Cuba', 'Hola', 'confirmed')",
      args: [Date.now()],
    });

    await migrateDb(db);

    const rows = await db.$client.execute("SELECT id, owner_seen_guest_at FROM contact_requests");
    expect(rows.rows.map((r) => ({ ...r }))).toEqual([{ id: "r1", owner_seen_guest_at: null }]);
  });
});
