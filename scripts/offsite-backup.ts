// npm run backup:offsite [-- --out <folder>] [-- --init]
//
// docs/operations.md §6: a backup that leaves the machine. Runs `npm run backup` (a consistent
// copy of DATA_DIR into <out>/<time>/, which keeps its own local retention), then stores that
// copy with restic in the repository the operator set (RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE:
// encrypted, deduplicated, on S3-compatible storage, SFTP or a local disk), then forgets and
// prunes the snapshots that the retention rule says go (scripts/lib/backup-retention.ts: past
// RETENTION_MONTHS, beyond BACKUP_KEEP). `--init` creates the repository the first time.
// Scheduled by deploy/systemd/terraza-offsite-backup.timer or compose.yaml's backup service.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseEnv } from "../app/config.server.ts";
import { privateDataDir } from "../app/private-files.server.ts";
import { expiredBackups } from "./lib/backup-retention.ts";
import { writeOffsiteMarker } from "../app/offsite-backup-marker.server.ts";
import { checkResticSetup, fail, listSnapshots, repositoryOpens, restic, SNAPSHOT_TAG } from "./lib/restic.ts";

const script = "backup:offsite";
const { values } = parseArgs({
  options: { out: { type: "string", default: "backups" }, init: { type: "boolean", default: false } },
});
const env = parseEnv(process.env);
// It writes into DATA_DIR (the marker below) and its restic cache: private, as every entry's files.
privateDataDir(path.resolve(env.DATA_DIR));
checkResticSetup(script);

const opens = repositoryOpens();
if (!opens.ok) {
  if (!values.init) fail(script, `the repository does not open (${opens.message}). The first time, run with --init to create it.`);
  restic(script, ["init"], { stdio: ["ignore", "inherit", "pipe"] });
}

// 1. The local copy, by the same script as `npm run backup`.
const local = spawnSync(process.execPath, [path.join(import.meta.dirname, "backup.ts"), "--out", values.out], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
process.stdout.write(local.stdout);
if (local.status !== 0) fail(script, `npm run backup failed (${local.status ?? local.signal}); nothing was sent`);
const folder = /^Backup written to (.+)$/m.exec(local.stdout)?.[1];
if (!folder) fail(script, "npm run backup did not say where it wrote the copy");

// 2. The copy's contents as one snapshot (backed up as `.`, so a restore puts backup.json and
// site.db at the top of its target).
const lines = restic(script, ["backup", "--json", "--tag", SNAPSHOT_TAG, "."], { cwd: folder }).trim().split("\n");
const summary = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.message_type === "summary");
if (!summary) fail(script, "restic backup printed no summary");
console.log(
  `Snapshot ${String(summary.snapshot_id)} stored: ${String(summary.total_files_processed)} files, ` +
    `${(Number(summary.total_bytes_processed) / 1024).toFixed(0)} KiB, ${(Number(summary.data_added) / 1024).toFixed(0)} KiB new after deduplication`,
);

// 3. Retention, by the same rule as the local copies.
const snapshots = listSnapshots(script).map((s) => ({ ...s, createdAt: new Date(s.time) }));
const newest = snapshots.find((s) => s.id.startsWith(String(summary.snapshot_id)));
const earlier = snapshots.filter((s) => s !== newest);
const expired = expiredBackups(earlier, new Date(), { retentionMonths: env.RETENTION_MONTHS, keep: env.BACKUP_KEEP });
if (expired.length > 0) {
  restic(script, ["forget", "--prune", ...expired.map((s) => s.id)]);
  console.log(`Forgot and pruned ${expired.length} older snapshot(s): ${expired.map((s) => `${s.short_id} (${s.time.slice(0, 10)})`).join(", ")}`);
}
console.log(`Repository holds ${snapshots.length - expired.length} snapshot(s) of the site.`);

// 4. /healthz turns "degraded" when this success grows too old (server/health-checks.ts).
writeOffsiteMarker(path.resolve(env.DATA_DIR), { at: new Date().toISOString(), snapshot: String(summary.snapshot_id) });
