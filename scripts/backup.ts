// npm run backup [-- --out <folder>]
//
// docs/operations.md: a consistent copy of what DATA_DIR holds, safe while the site runs, into
// <out>/<timestamp>/ (default out: ./backups). The database is copied by SQLite itself
// (VACUUM INTO: one read transaction, so the copy is a single point in time even while
// requests are written); then the owners' files, which are only ever added under new names,
// so every file the copied database refers to already exists when it is copied.
// How to restore: docs/operations.md §6.
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { parseEnv } from "../app/config.server.ts";
import { ownerOnlyFromNowOn } from "../app/private-files.server.ts";
import { expiredBackups } from "./lib/backup-retention.ts";

/**
 * Folders of DATA_DIR that hold the owners' uploads, the generated menu files, and the mails
 * written as files when no SMTP_URL is set (the only copy of those mails).
 */
const folders = ["media", "menu", "uploads", "mail"];
/** Secrets generated into DATA_DIR when not set in the environment (sessions survive a restore). */
const keyFiles = ["session.key", "altcha-hmac.key"];

// Backups hold guests' personal data and the keys: readable by their owner only, as DATA_DIR.
ownerOnlyFromNowOn();

const { values } = parseArgs({ options: { out: { type: "string", default: "backups" } } });
const env = parseEnv(process.env);
const dataDir = path.resolve(env.DATA_DIR);
const dbFile = path.join(dataDir, "site.db");

try {
  await fs.access(dbFile);
} catch {
  console.error(`No database at ${dbFile}: check DATA_DIR.`);
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = path.resolve(values.out, stamp);
await fs.mkdir(target, { recursive: true, mode: 0o700 });

const copyFile = path.join(target, "site.db");
const source = createClient({ url: `file:${dbFile}`, timeout: 10_000 });
await source.execute({ sql: "VACUUM INTO ?", args: [copyFile] });
source.close();

const copy = createClient({ url: `file:${copyFile}` });
const integrity = String((await copy.execute("PRAGMA integrity_check")).rows[0]?.[0]);
const tables = (await copy.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"))
  .rows.map((r) => String(r[0]));
const rows: Record<string, number> = {};
for (const table of tables) {
  rows[table] = Number((await copy.execute(`SELECT count(*) FROM "${table.replace(/"/g, '""')}"`)).rows[0]?.[0]);
}
copy.close();
if (integrity !== "ok") {
  console.error(`The copy failed its integrity check: ${integrity}`);
  process.exit(1);
}

async function countFiles(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

/**
 * Copies a folder the running site may be writing to. A file that goes away while it is
 * copied (a menu image replaced by a newer edition, a file still being written under its
 * temporary `.tmp` or `.partial` name and renamed meanwhile) is not part of the site's state: it
 * is left out instead of failing the backup.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const destination = path.join(to, entry.name);
    if (entry.isDirectory()) await copyFolder(source, destination);
    else if (entry.isFile() && !entry.name.endsWith(".tmp") && !entry.name.endsWith(".partial")) {
      try {
        const { atime, mtime } = await fs.stat(source);
        await fs.copyFile(source, destination, fs.constants.COPYFILE_EXCL);
        await fs.utimes(destination, atime, mtime);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
}

const copiedFolders: Record<string, number> = {};
for (const folder of folders) {
  const from = path.join(dataDir, folder);
  try {
    await fs.access(from);
  } catch {
    continue;
  }
  await copyFolder(from, path.join(target, folder));
  copiedFolders[folder] = await countFiles(path.join(target, folder));
}

const copiedKeys: string[] = [];
for (const key of keyFiles) {
  try {
    await fs.copyFile(path.join(dataDir, key), path.join(target, key));
    await fs.chmod(path.join(target, key), 0o600);
    copiedKeys.push(key);
  } catch {
    // Not generated (set in the environment instead): nothing to keep.
  }
}

const manifest = {
  createdAt: new Date().toISOString(),
  dataDir,
  database: { file: "site.db", bytes: (await fs.stat(copyFile)).size, integrity, rows },
  folders: copiedFolders,
  keys: copiedKeys,
};
await fs.writeFile(path.join(target, "backup.json"), JSON.stringify(manifest, null, 2) + "\n");

// Old backups go by the retention rule of scripts/lib/backup-retention.ts. Only folders this
// script wrote (a backup.json with its date) are touched; never the new one.
const outDir = path.resolve(values.out);
const earlier: { dir: string; createdAt: Date }[] = [];
for (const entry of await fs.readdir(outDir, { withFileTypes: true })) {
  const dir = path.join(outDir, entry.name);
  if (!entry.isDirectory() || dir === target) continue;
  try {
    const { createdAt } = JSON.parse(await fs.readFile(path.join(dir, "backup.json"), "utf8")) as { createdAt?: unknown };
    const date = typeof createdAt === "string" ? new Date(createdAt) : undefined;
    if (date && !Number.isNaN(date.getTime())) earlier.push({ dir, createdAt: date });
  } catch {
    // Not a backup of this script's: left alone.
  }
}
const pruned = expiredBackups(earlier, new Date(), { retentionMonths: env.RETENTION_MONTHS, keep: env.BACKUP_KEEP });
for (const b of pruned) await fs.rm(b.dir, { recursive: true, force: true });

console.log(`Backup written to ${target}`);
console.log(`  site.db  ${(manifest.database.bytes / 1024).toFixed(0)} KiB, integrity ${integrity}`);
for (const [table, count] of Object.entries(rows)) console.log(`    ${table.padEnd(24)} ${count} rows`);
for (const [folder, count] of Object.entries(copiedFolders)) console.log(`  ${folder}/  ${count} files`);
if (copiedKeys.length) console.log(`  keys     ${copiedKeys.join(", ")}`);
if (pruned.length) console.log(`Deleted ${pruned.length} older backup(s): ${pruned.map((b) => path.basename(b.dir)).join(", ")}`);
