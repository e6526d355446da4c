import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { OFFSITE_MARKER_FILE } from "#app/offsite-backup-marker.server.ts";
import { SNAPSHOT_TAG } from "../../scripts/lib/restic.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";

// docs/operations.md §6 with the real programs: the running built site's data goes off the
// machine with `npm run backup:offsite` (restic, Debian's package, into a repository in a
// temporary folder), old snapshots go by the retention rule, and `npm run restore:drill`
// restores the latest into a fresh DATA_DIR, compares it with the backup's manifest and starts
// the site on it. A snapshot whose manifest disagrees with its database fails the drill.

const node = path.resolve("node_modules/.bin/node");
let site: BuiltSite;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "restore-drill-it-"));
const repository = path.join(work, "repo");
const passwordFile = path.join(work, "password");
let env: NodeJS.ProcessEnv;

type Run = { status: number | null; stdout: string; stderr: string };

/** Runs a script of scripts/ to its end, without blocking the event loop. */
function run(script: string, args: string[] = []): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [path.join("scripts", script), ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stdout, stderr }));
  });
}

function restic(args: string[], cwd?: string): string {
  const result = spawnSync("restic", args, { env, cwd, encoding: "utf8" });
  if (result.error) throw new Error(`restic is not installed: apt-get install restic (.ci/run installs it). ${result.error.message}`);
  if (result.status !== 0) throw new Error(`restic ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

beforeAll(async () => {
  site = await startBuiltSite();
  // A guest's request, so the backup holds personal data in several tables.
  const sent = await postJson(site.url, fullRequest({ captcha: await solveAltcha(site.url) }));
  expect(sent.status).toBe(201);
  fs.writeFileSync(passwordFile, "a passphrase for the test repository\n", { mode: 0o600 });
  env = {
    PATH: process.env.PATH,
    DATA_DIR: site.dataDir,
    RESTIC_REPOSITORY: repository,
    RESTIC_PASSWORD_FILE: passwordFile,
    RESTIC_CACHE_DIR: path.join(work, "cache"),
    BACKUP_KEEP: "2",
  };
}, 120_000);
afterAll(async () => {
  await site?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("off-machine backup and restore drill", () => {
  it("refuses to create a repository unless asked, then ships encrypted snapshots and prunes by BACKUP_KEEP", async () => {
    const first = await run("offsite-backup.ts", ["--out", path.join(work, "backups")]);
    expect(first.status).toBe(1);
    expect(first.stderr).toContain("--init");

    const created = await run("offsite-backup.ts", ["--out", path.join(work, "backups"), "--init"]);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Snapshot \w+ stored/);
    // Encrypted: the guest's name is nowhere in the repository's files.
    const files = fs.readdirSync(repository, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    for (const file of files) expect(fs.readFileSync(path.join(file.parentPath, file.name)).includes("maría josé")).toBe(false);

    for (let i = 0; i < 2; i++) {
      const again = await run("offsite-backup.ts", ["--out", path.join(work, "backups")]);
      expect(again.status, again.stderr).toBe(0);
    }
    const snapshots = JSON.parse(restic(["snapshots", "--json", "--tag", SNAPSHOT_TAG])) as unknown[];
    expect(snapshots).toHaveLength(2);

    // The running site learns of the last success (server/health-checks.ts): fresh is fine, two days old is not.
    const health = async () => (await fetch(`${site.url}/healthz`)).json() as Promise<unknown>;
    expect(await health()).toEqual({ status: "ok" });
    const marker = path.join(site.dataDir, OFFSITE_MARKER_FILE);
    const written = JSON.parse(fs.readFileSync(marker, "utf8")) as { at: string; snapshot: string };
    fs.writeFileSync(marker, JSON.stringify({ ...written, at: new Date(Date.now() - 49 * 3_600_000).toISOString() }));
    expect(await health()).toEqual({ status: "degraded", problems: ["backup-stale"] });
    fs.writeFileSync(marker, JSON.stringify(written));
  }, 180_000);

  it("restores the latest snapshot into a fresh DATA_DIR whose rows match the manifest, and the site starts on it", async () => {
    const drill = await run("restore-drill.ts");
    expect(drill.status, drill.stdout + drill.stderr).toBe(0);
    expect(drill.stdout).toMatch(/contact_requests\s+1\s+1\n/);
    expect(drill.stdout).toMatch(/GET \/healthz 200 .*"status":"ok"/);
    expect(drill.stdout).toContain("Restore drill passed");
  }, 180_000);

  it("fails when the restored rows differ from the manifest", async () => {
    // A snapshot whose manifest promises one more request than its database holds.
    const copy = path.join(work, "tampered");
    restic(["restore", "latest", "--tag", SNAPSHOT_TAG, "--target", copy]);
    const manifestFile = path.join(copy, "backup.json");
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as { database: { rows: Record<string, number> } };
    manifest.database.rows.contact_requests = (manifest.database.rows.contact_requests ?? 0) + 1;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    restic(["backup", "--tag", SNAPSHOT_TAG, "."], copy);

    const drill = await run("restore-drill.ts");
    expect(drill.status).toBe(1);
    expect(drill.stdout).toMatch(/contact_requests\s+2\s+1\s+DIFFERS/);
    expect(drill.stderr).toContain("table contact_requests: 1 rows restored, the manifest says 2");
  }, 180_000);
});
