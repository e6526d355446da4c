import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The release an upgrade starts from (docs/operations.md §2 "Upgrade and rollback", §13): the
// newest `v*` tag of the history before this commit; in a clone without tags, the commit that
// CHANGELOG.md names for its newest release. Its own db/migrations make the database it left.

const root = path.resolve(import.meta.dirname, "../../..");

export type PreviousRelease = { name: string; commit: string; found: "tag" | "changelog" };

function git(args: string[]): string | undefined {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The release before this checkout, or undefined in a copy without its history. */
export function previousRelease(): PreviousRelease | undefined {
  const head = git(["rev-parse", "HEAD"]);
  if (!head) return undefined;
  const tags = git(["tag", "--merged", "HEAD", "--sort=-v:refname", "--list", "v[0-9]*"])?.split("\n").filter(Boolean) ?? [];
  for (const tag of tags) {
    const commit = git(["rev-parse", `${tag}^{commit}`]);
    // A release commit's own tag is this release, not the previous one.
    if (commit && commit !== head) return { name: tag, commit, found: "tag" };
  }
  const changelog = fs.readFileSync(path.join(root, "CHANGELOG.md"), "utf8");
  const released = /^## \[(\d+\.\d+\.\d+)\][^\n]*\n\n[^\n]*\bcommit ([0-9a-f]{7,40})\b/m.exec(changelog);
  if (!released) return undefined;
  const commit = git(["rev-parse", "--verify", "--quiet", `${released[2]}^{commit}`]);
  return commit ? { name: `v${released[1]}`, commit, found: "changelog" } : undefined;
}

/** The release's db/migrations, written into `target` (its folder, for migrateDb). */
export function releaseMigrations(release: PreviousRelease, target: string): string {
  const archive = spawnSync("git", ["archive", release.commit, "db/migrations"], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  if (archive.status !== 0) throw new Error(`git archive ${release.name}: ${archive.stderr.toString()}`);
  fs.mkdirSync(target, { recursive: true });
  const unpacked = spawnSync("tar", ["-x", "-C", target], { input: archive.stdout });
  if (unpacked.status !== 0) throw new Error(`tar: ${unpacked.stderr.toString()}`);
  return path.join(target, "db/migrations");
}
