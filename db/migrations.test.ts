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

/** How many migrations come before the one tagged `tag` (its place in the journal, wherever it is numbered). */
function migrationsBefore(tag: string): number {
  const journal = JSON.parse(fs.readFileSync(path.resolve("db/migrations/meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  if (index < 0) throw new Error(`no migration tagged …${tag} in db/migrations/meta/_journal.json`);
  return index;
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
  it("moves a database's menu items' and specials' words to a row or a key per language, keeping every word and amount", async () => {
    const db = await openDb(path.join(tempFolder(), "site.db"));
    opened.push(db);
    await migrateDb(db, firstMigrations(migrationsBefore("_menu_words_by_language")));
    const now = Date.now();
    await db.$client.execute("INSERT INTO menu_cards (id, position) VALUES ('tapas', 1), ('red-wines', 5)");
    await db.$client.execute({
      sql: `INSERT INTO menu_items (id, card_id, position, name_en, name_es, description_en, description_es, prices, unavailable_until, diets, allergens) VALUES
        (3, 'tapas', 0, 'Croquettes', 'Croquetas', 'Ham, crisp', 'De jamón, crujientes', '[{"labelEn":"","labelEs":"","cents":450}]', ?, '["spicy"]', '["milk","gluten"]'),
        (9, 'red-wines', 0, 'Rioja', 'Rioja', '', '', '[{"labelEn":"glass","labelEs":"copa","cents":450},{"labelEn":"bottle","labelEs":"botella","cents":2200}]', NULL, '[]', '["sulphites"]')`,
      args: [now],
    });
    await db.$client.execute({
      sql: `INSERT INTO menu_specials (date, title_en, title_es, items, updated_at, updated_by) VALUES
        ('2026-12-24', 'Christmas Eve', 'Nochebuena', '[{"nameEn":"Lobster","nameEs":"Langosta","descriptionEn":"Grilled","descriptionEs":"A la plancha","cents":1850},{"nameEn":"Flan","nameEs":"Flan","descriptionEn":"","descriptionEs":"","cents":400}]', ?, 'ana@example.org')`,
      args: [now],
    });

    await migrateDb(db);

    const texts = await db.$client.execute("SELECT item_id, lang, name, description FROM menu_item_texts ORDER BY item_id, lang");
    expect(texts.rows.map((r) => ({ ...r }))).toEqual([
      { item_id: 3, lang: "en", name: "Croquettes", description: "Ham, crisp" },
      { item_id: 3, lang: "es", name: "Croquetas", description: "De jamón, crujientes" },
      { item_id: 9, lang: "en", name: "Rioja", description: "" },
      { item_id: 9, lang: "es", name: "Rioja", description: "" },
    ]);
    const items = await db.$client.execute("SELECT * FROM menu_items ORDER BY id");
    expect(items.rows.map((r) => ({ ...r, prices: JSON.parse(String(r.prices)) as unknown }))).toEqual([
      { id: 3, card_id: "tapas", position: 0, prices: [{ label: { en: "", es: "" }, cents: 450 }], unavailable_until: now, diets: '["spicy"]', allergens: '["milk","gluten"]' },
      {
        id: 9,
        card_id: "red-wines",
        position: 0,
        prices: [
          { label: { en: "glass", es: "copa" }, cents: 450 },
          { label: { en: "bottle", es: "botella" }, cents: 2200 },
        ],
        unavailable_until: null,
        diets: "[]",
        allergens: '["sulphites"]',
      },
    ]);
    const titles = await db.$client.execute("SELECT date, lang, title FROM menu_special_titles ORDER BY lang");
    expect(titles.rows.map((r) => ({ ...r }))).toEqual([
      { date: "2026-12-24", lang: "en", title: "Christmas Eve" },
      { date: "2026-12-24", lang: "es", title: "Nochebuena" },
    ]);
    const specials = await db.$client.execute("SELECT * FROM menu_specials");
    expect(specials.rows.map((r) => ({ ...r, items: JSON.parse(String(r.items)) as unknown }))).toEqual([
      {
        date: "2026-12-24",
        items: [
          { name: { en: "Lobster", es: "Langosta" }, description: { en: "Grilled", es: "A la plancha" }, cents: 1850 },
          { name: { en: "Flan", es: "Flan" }, description: { en: "", es: "" }, cents: 400 },
        ],
        updated_at: now,
        updated_by: "ana@example.org",
      },
    ]);
    // The new rows go with their owner: an item or a block removed takes its words along.
    await db.$client.execute("DELETE FROM menu_items WHERE id = 3");
    await db.$client.execute("DELETE FROM menu_specials");
    expect((await db.$client.execute("SELECT DISTINCT item_id FROM menu_item_texts")).rows.map((r) => r.item_id)).toEqual([9]);
    expect((await db.$client.execute("SELECT count(*) AS n FROM menu_special_titles")).rows[0]?.n).toBe(0);
  });

  it("keeps every request through the guest-news marker (owner_seen_guest_at), none of them seen yet", async () => {
    const db = await openDb(path.join(tempFolder(), "site.db"));
    opened.push(db);
    await migrateDb(db, firstMigrations(migrationsBefore("_owner_seen_guest")));
    await db.$client.execute({
      sql: "INSERT INTO contact_requests (id, created_at, lang, name, email, country, comment, status) VALUES ('r1', ?, 'es', 'Ana', 'ana@example.org', 'Cuba', 'Hola', 'confirmed')",
      args: [Date.now()],
    });

    await migrateDb(db);

    const rows = await db.$client.execute("SELECT id, owner_seen_guest_at FROM contact_requests");
    expect(rows.rows.map((r) => ({ ...r }))).toEqual([{ id: "r1", owner_seen_guest_at: null }]);
  });

  it("leaves Spanish published on a database made before languages were published (a site shows what it showed)", async () => {
    const db = await openDb(path.join(tempFolder(), "site.db"));
    opened.push(db);
    await migrateDb(db, firstMigrations(migrationsBefore("_language_publication")));

    await migrateDb(db);

    const rows = await db.$client.execute("SELECT lang, published, changed_by FROM language_publication");
    expect(rows.rows.map((r) => ({ ...r }))).toEqual([{ lang: "es", published: 1, changed_by: null }]);
  });
});
