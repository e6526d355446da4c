import { spawnSync, type SpawnSyncOptions } from "node:child_process";

// restic (Debian package `restic`, 0.14 or later) for the off-machine backups and the restore
// drill (docs/operations.md §6). restic reads its repository, password and storage credentials
// from its own environment (RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE, AWS_ACCESS_KEY_ID…); the
// scripts only pass their environment on, and check first that the two it cannot do without are set.

/** The tag on every snapshot the scripts make: forgetting and restoring touch only these. */
export const SNAPSHOT_TAG = "terraza-site";

/** Ends the process with a message on stderr. */
export function fail(script: string, message: string): never {
  process.stderr.write(`${script}: ${message}\n`);
  process.exit(1);
}

/** Checks that restic is installed and told where its repository is and how to open it. */
export function checkResticSetup(script: string): void {
  const version = spawnSync("restic", ["version"], { encoding: "utf8" });
  if (version.error || version.status !== 0) {
    fail(script, "restic is not installed (Debian: apt-get install restic; docs/operations.md §6)");
  }
  const env = process.env;
  if (!env.RESTIC_REPOSITORY && !env.RESTIC_REPOSITORY_FILE) {
    fail(script, "set RESTIC_REPOSITORY to the restic repository (e.g. sftp:backup@host:/srv/restic/terraza, s3:https://…, /mnt/disk/restic)");
  }
  if (!env.RESTIC_PASSWORD && !env.RESTIC_PASSWORD_FILE && !env.RESTIC_PASSWORD_COMMAND) {
    fail(script, "set RESTIC_PASSWORD_FILE (or RESTIC_PASSWORD) to the repository's password: without it the backups cannot be read back");
  }
}

/** Runs restic with the given arguments; returns its output, or ends the process with restic's message. */
export function restic(script: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync("restic", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) fail(script, `restic ${args[0]}: ${result.error.message}`);
  if (result.status !== 0) fail(script, `restic ${args[0]} failed (${result.status ?? result.signal}): ${String(result.stderr).trim()}`);
  return String(result.stdout);
}

/** Whether the repository exists and opens with the password. */
export function repositoryOpens(): { ok: boolean; message: string } {
  const result = spawnSync("restic", ["cat", "config"], { encoding: "utf8" });
  return { ok: result.status === 0, message: String(result.stderr ?? "").trim() };
}

export type Snapshot = { id: string; short_id: string; time: string; tags?: string[]; paths: string[] };

/** The scripts' snapshots in the repository. */
export function listSnapshots(script: string): Snapshot[] {
  return JSON.parse(restic(script, ["snapshots", "--json", "--tag", SNAPSHOT_TAG])) as Snapshot[];
}
