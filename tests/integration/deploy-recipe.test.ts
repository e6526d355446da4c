import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDb, openDb } from "#db/client.ts";
import { previousRelease, releaseMigrations } from "#tests/support/site/previous-release.ts";

// docs/operations.md §2 and §6 on the systemd layout, command by command: the blocks marked
// ```sh recipe=<name> are read from the doc and run as written, with the layout's paths moved
// into a scratch folder (/srv/terraza, /var/lib/terraza, /etc/systemd/system), the site's port a
// free one and `systemctl` a stand-in that runs the unit's ExecStart= (no root, no systemd). The
// unit is deploy/systemd/terraza.service as shipped, its paths moved the same way. Both releases
// are this checkout (its one build); the upgrade starts from a DATA_DIR as the previous release
// left it (its own migrations), so the start after the switch must migrate it.

const root = path.resolve(import.meta.dirname, "../..");
const node = path.join(root, "node_modules/.bin/node");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-recipe-"));
const srv = path.join(scratch, "srv/terraza");
const dataDir = path.join(scratch, "var/lib/terraza");
const backups = path.join(scratch, "var/lib/terraza-backups");
const units = path.join(scratch, "etc/systemd/system");
const bin = path.join(scratch, "bin");
const state = path.join(scratch, "systemctl");
const user = os.userInfo().username;
const password = "una contraseña bastante larga";
const previous = previousRelease();
const newRelease = "v-this-checkout";
let port = 0;

/** The ```sh recipe=<name> blocks of docs/operations.md, by name. */
function recipes(): Map<string, string> {
  const doc = fs.readFileSync(path.join(root, "docs/operations.md"), "utf8");
  return new Map([...doc.matchAll(/^```sh recipe=([\w-]+)\n([\s\S]*?)^```$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** The server's paths, node and port moved into the scratch layout. */
function moved(text: string): string {
  return text
    .replaceAll("/srv/terraza", srv)
    .replaceAll("/var/lib/terraza", dataDir) // also /var/lib/terraza-backups and -restored beside it
    .replaceAll("/etc/systemd/system", units)
    .replaceAll("/usr/bin/node", node)
    .replaceAll("127.0.0.1:3000", `127.0.0.1:${port}`)
    .replace(/^(User|Group)=terraza$/gm, `$1=${user}`);
}

type Run = { status: number | null; output: string };

/** Runs a recipe block with `sh -e`, as a helper pastes it, with `input` on its standard input. */
function runRecipe(name: string, { input = "", v = "" } = {}): Promise<Run> {
  const block = recipes().get(name);
  if (!block) throw new Error(`docs/operations.md has no \`\`\`sh recipe=${name} block`);
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-e", "-c", moved(block)], {
      cwd: scratch,
      env: {
        PATH: `${bin}:${process.env.PATH ?? ""}`,
        HOME: scratch,
        TERRAZA_UNIT: path.join(units, "terraza.service"),
        SYSTEMCTL_UNITS: units,
        SYSTEMCTL_STATE: state,
        v,
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, output }));
    child.stdin.end(input);
  });
}

/** Rows of the site's database (opened beside the running site: WAL). */
async function query(sql: string): Promise<Record<string, unknown>[]> {
  const db = await openDb(path.join(dataDir, "site.db"));
  try {
    return (await db.$client.execute(sql)).rows.map((r) => ({ ...r }));
  } finally {
    db.$client.close();
  }
}
const ownerEmails = async () => (await query("SELECT email FROM owners ORDER BY email")).map((r) => r.email);

function systemctl(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(bin, "systemctl"), args, { env: { PATH: process.env.PATH, SYSTEMCTL_UNITS: units, SYSTEMCTL_STATE: state } });
    let output = "";
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, output }));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  // What step 1 of the recipe (install) leaves: the releases, `current`, the terraza command on
  // the PATH, the settings file and the unit. Both releases are this built checkout.
  fs.mkdirSync(path.join(srv, "releases"), { recursive: true });
  fs.mkdirSync(units, { recursive: true });
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.mkdirSync(bin);
  fs.mkdirSync(state);
  fs.symlinkSync(root, path.join(srv, "releases", previous?.name ?? "v-previous"));
  fs.symlinkSync(root, path.join(srv, "releases", newRelease));
  fs.symlinkSync(path.join(srv, "releases", previous?.name ?? "v-previous"), path.join(srv, "current"));
  fs.symlinkSync(path.join(srv, "current/bin/terraza"), path.join(bin, "terraza"));
  fs.writeFileSync(path.join(bin, "systemctl"), `#!/bin/sh\nexec '${node}' '${path.join(root, "tests/support/children/systemctl-stand-in.ts")}' "$@"\n`, { mode: 0o755 });
  const settings = [
    fs.readFileSync(path.join(root, ".env.example"), "utf8"),
    `PORT=${port}`,
    `SITE_URL=http://127.0.0.1:${port}`,
    // No mail at a fixed hour and no alerts while the test runs.
    "REMINDER_HOUR=off",
    "DIGEST_HOUR=off",
    "SITE_ALERTS=off",
  ].join("\n");
  fs.writeFileSync(path.join(srv, ".env"), `${settings}\n`, { mode: 0o600 });
  fs.writeFileSync(path.join(units, "terraza.service"), moved(fs.readFileSync(path.join(root, "deploy/systemd/terraza.service"), "utf8")));
  // restic's settings (docs/operations.md §6), a repository on the scratch disk.
  fs.writeFileSync(path.join(srv, "restic.password"), "a passphrase for the test repository\n", { mode: 0o600 });
  fs.writeFileSync(
    path.join(srv, "restic.env"),
    moved(`RESTIC_REPOSITORY=${path.join(scratch, "restic-repo")}\nRESTIC_PASSWORD_FILE=/srv/terraza/restic.password\nRESTIC_CACHE_DIR=${path.join(scratch, "restic-cache")}\n`),
    { mode: 0o600 },
  );
});
afterAll(async () => {
  await systemctl("stop", "terraza");
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("the deploy recipe on the systemd layout", () => {
  it("starts the site: the unit's first start creates DATA_DIR and answers /healthz", async () => {
    const started = await runRecipe("start");
    expect(started.status, started.output).toBe(0);
    expect(started.output).toContain('200 {"status":"ok"}');
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(path.join(dataDir, "site.db"))).toBe(true);
  }, 120_000);

  it("creates the first owner in the service's DATA_DIR", async () => {
    const created = await runRecipe("first-owner", { input: `${password}\n` });
    expect(created.status, created.output).toBe(0);
    expect(await ownerEmails()).toEqual(["owner@example.com"]);
  }, 60_000);

  it("backs up beside DATA_DIR, and restores that backup into a fresh DATA_DIR, keeping the replaced one", async () => {
    const backedUp = await runRecipe("backup");
    expect(backedUp.status, backedUp.output).toBe(0);
    expect(fs.readdirSync(backups)).toHaveLength(1);
    // Something the backup does not hold: it must be gone after the restore.
    await query("UPDATE owners SET email = 'changed-after-the-backup@example.com'");

    const restored = await runRecipe("restore");
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toContain('200 {"status":"ok"}');
    expect(await ownerEmails()).toEqual(["owner@example.com"]);
    const aside = fs.readdirSync(path.dirname(dataDir)).filter((name) => name.startsWith("terraza.replaced-"));
    expect(aside).toHaveLength(1);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(path.join(dataDir, "session.key"))).toBe(true);
  }, 120_000);

  it("restores from the off-machine copy (restic) after a lost disk", async () => {
    const shipped = await runRecipe("offsite-first");
    expect(shipped.status, shipped.output).toBe(0);
    await query("UPDATE owners SET email = 'changed-after-the-snapshot@example.com'");

    const restored = await runRecipe("restore-offsite");
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toContain('200 {"status":"ok"}');
    expect(await ownerEmails()).toEqual(["owner@example.com"]);
  }, 120_000);

  it(`upgrades from the previous release (${previous ? `${previous.name}, found by its ${previous.found}` : "none in this copy: the first migration"}): the start after the switch migrates its DATA_DIR`, async () => {
    // The DATA_DIR as the previous release left it: its own migrations, a guest's request.
    expect((await systemctl("stop", "terraza")).status).toBe(0);
    fs.renameSync(dataDir, `${dataDir}.before-upgrade`);
    fs.mkdirSync(dataDir, { mode: 0o700 });
    const oldMigrations = previous ? releaseMigrations(previous, path.join(scratch, "previous")) : firstMigrationOnly();
    const db = await openDb(path.join(dataDir, "site.db"));
    await migrateDb(db, oldMigrations);
    await db.$client.execute({
      sql: "INSERT INTO contact_requests (id, lang, name, email, country, comment) VALUES ('r-old', 'es', 'Ana', 'ana@example.org', 'Cuba', 'Hola')",
      args: [],
    });
    db.$client.close();
    const applied = (journal: string) => (JSON.parse(fs.readFileSync(path.join(journal, "meta/_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;
    expect(applied(oldMigrations)).toBeLessThan(applied(path.join(root, "db/migrations")));
    expect((await systemctl("start", "terraza")).status).toBe(0);

    const upgraded = await runRecipe("upgrade", { v: newRelease });
    expect(upgraded.status, upgraded.output).toBe(0);
    expect(upgraded.output).toContain('200 {"status":"ok"}');
    expect(fs.readlinkSync(path.join(srv, "current"))).toBe(path.join(srv, "releases", newRelease));
    // Every migration of this checkout ran at the start; the old request is kept.
    expect(await query("SELECT count(*) AS n FROM __drizzle_migrations")).toEqual([{ n: applied(path.join(root, "db/migrations")) }]);
    expect(await query("SELECT id, name FROM contact_requests")).toEqual([{ id: "r-old", name: "Ana" }]);
    // The backup before the switch holds the old release's database.
    const newest = fs.readdirSync(backups).filter((n) => /^\d{4}-/.test(n)).sort().at(-1)!;
    const manifest = JSON.parse(fs.readFileSync(path.join(backups, newest, "backup.json"), "utf8")) as { database: { rows: Record<string, number> } };
    expect(manifest.database.rows.contact_requests).toBe(1);
  }, 180_000);
});

/** This checkout's first migration alone (a copy without history has no previous release). */
function firstMigrationOnly(): string {
  const source = path.join(root, "db/migrations");
  const target = path.join(scratch, "first-migration");
  fs.mkdirSync(path.join(target, "meta"), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const first = journal.entries.slice(0, 1);
  for (const { tag } of first) fs.copyFileSync(path.join(source, `${tag}.sql`), path.join(target, `${tag}.sql`));
  fs.writeFileSync(path.join(target, "meta/_journal.json"), JSON.stringify({ ...journal, entries: first }));
  return target;
}
