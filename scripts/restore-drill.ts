// npm run restore:drill [-- --snapshot <id>] [-- --keep]
//
// docs/operations.md §6: proves the off-machine backups can be restored. Restores a snapshot
// (default: the latest the backup script made) from the restic repository of RESTIC_REPOSITORY
// into a fresh DATA_DIR in a temporary folder, checks the database's integrity and its row counts
// and the folders' file counts against the backup's manifest (backup.json), then starts the BUILT
// site on that DATA_DIR and checks /healthz and the home page. Prints what it checked; exits 1
// when anything differs. The drill's site sends no mail (no SMTP_URL: mails go to its own
// DATA_DIR/mail) and listens on loopback only; the temporary folder is deleted unless --keep.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { checkResticSetup, fail, restic, SNAPSHOT_TAG } from "./lib/restic.ts";
import { ownerOnlyFromNowOn } from "../app/private-files.server.ts";

const script = "restore:drill";
const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: { snapshot: { type: "string", default: "latest" }, keep: { type: "boolean", default: false } },
});
checkResticSetup(script);
if (!fs.existsSync(path.join(root, "build/server/index.js"))) fail(script, "no build to start: run `npm run build` first");

type Manifest = {
  createdAt: string;
  database: { file: string; integrity: string; rows: Record<string, number> };
  folders: Record<string, number>;
  keys: string[];
};

// The restored data holds guests' personal data: readable by this user only, and deleted on
// any exit (a failure included) unless --keep.
ownerOnlyFromNowOn();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "restore-drill-"));
process.on("exit", () => {
  if (!values.keep) fs.rmSync(work, { recursive: true, force: true });
});
const restored = path.join(work, "snapshot");
const dataDir = path.join(work, "data");
const problems: string[] = [];
const say = (line: string) => console.log(line);

{
  // 1. Restore.
  const args = ["restore", values.snapshot, "--target", restored];
  if (values.snapshot === "latest") args.push("--tag", SNAPSHOT_TAG);
  restic(script, args);
  const manifestFile = path.join(restored, "backup.json");
  if (!fs.existsSync(manifestFile)) fail(script, `snapshot ${values.snapshot} holds no backup.json: not a backup of this site`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  say(`Restored snapshot ${values.snapshot} (backup made ${manifest.createdAt}) into a fresh DATA_DIR ${dataDir}`);

  // 2. A fresh DATA_DIR, as docs/operations.md §6 restores one: the backup's contents but its manifest.
  fs.mkdirSync(dataDir, { mode: 0o700 });
  for (const entry of fs.readdirSync(restored)) {
    if (entry !== "backup.json") fs.cpSync(path.join(restored, entry), path.join(dataDir, entry), { recursive: true, preserveTimestamps: true });
  }

  // 3. The database and the files against the manifest, before the site touches them.
  const db = createClient({ url: `file:${path.join(dataDir, manifest.database.file)}` });
  const integrity = String((await db.execute("PRAGMA integrity_check")).rows[0]?.[0]);
  say(`  database integrity: ${integrity}`);
  if (integrity !== "ok") problems.push(`database integrity: ${integrity}`);
  say(`  ${"table".padEnd(24)} ${"manifest".padStart(9)} ${"restored".padStart(9)}`);
  for (const [table, expected] of Object.entries(manifest.database.rows)) {
    let actual: number | string;
    try {
      actual = Number((await db.execute(`SELECT count(*) FROM "${table.replace(/"/g, '""')}"`)).rows[0]?.[0]);
    } catch {
      actual = "missing";
    }
    say(`  ${table.padEnd(24)} ${String(expected).padStart(9)} ${String(actual).padStart(9)}${actual === expected ? "" : "  DIFFERS"}`);
    if (actual !== expected) problems.push(`table ${table}: ${actual} rows restored, the manifest says ${expected}`);
  }
  db.close();
  for (const [folder, expected] of Object.entries(manifest.folders)) {
    const dir = path.join(dataDir, folder);
    const actual = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
    say(`  ${(folder + "/").padEnd(24)} ${String(expected).padStart(9)} ${String(actual).padStart(9)}  files${actual === expected ? "" : "  DIFFERS"}`);
    if (actual !== expected) problems.push(`folder ${folder}/: ${actual} files restored, the manifest says ${expected}`);
  }
  for (const key of manifest.keys) {
    if (!fs.existsSync(path.join(dataDir, key))) problems.push(`key file ${key} missing`);
  }
  say(`  keys: ${manifest.keys.length ? manifest.keys.join(", ") : "none in the backup (set in the environment)"}`);

  // 4. The built site on the restored DATA_DIR.
  const token = randomBytes(24).toString("hex");
  const site = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info", HEALTHZ_TOKEN: token },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => site.once("close", () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      const timer = setTimeout(() => reject(new Error("the site did not start within 120 s")), 120_000);
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        const match = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"server listening"/.exec(out);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      site.stdout.on("data", onData);
      site.stderr.on("data", onData);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the site exited before listening:\n${out.slice(-2000)}`));
      });
    });
    const health = await fetch(`${url}/healthz`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await health.json()) as Record<string, unknown>;
    say(`  site started on the restored data: GET /healthz ${health.status} ${JSON.stringify(body)}`);
    // "degraded" serves (a failed mail or a stale backup marker in the copy is the backup's own state).
    if (health.status !== 200 || (body.status !== "ok" && body.status !== "degraded")) problems.push(`/healthz answered ${health.status} ${JSON.stringify(body)}`);
    const home = await fetch(`${url}/`);
    await home.arrayBuffer();
    say(`  GET / ${home.status}`);
    if (home.status !== 200) problems.push(`the home page answered ${home.status}`);
  } catch (error) {
    problems.push((error as Error).message);
  } finally {
    site.kill("SIGTERM");
    await exited;
  }
}
if (values.keep) say(`Kept ${work}`);

if (problems.length > 0) {
  console.error(`Restore drill FAILED:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
say("Restore drill passed: every table and folder matches the manifest, and the site serves the restored data.");
