import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "#tests/support/site/eventually.ts";
import { fullRequest, postJson, solveAltcha } from "#tests/support/site/contact-requests.ts";
import { startBuiltSite, tempDataDir, type BuiltSite } from "#tests/support/site/built-site.ts";

const root = path.resolve(import.meta.dirname, "../../..");

/** `npm run admin:create` as an operator runs it, from a shell with the common umask 022. */
function adminCreate(dataDir: string): { status: number | null; stderr: string } {
  return spawnSync("sh", ["-c", 'umask 022 && exec npm run --silent admin:create -- "$1"', "sh", "owner@laterraza.example"], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    input: "una contraseña bastante larga\n",
    encoding: "utf8",
  });
}

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

// Another account on the machine (a shared host, a compromised service) must not read the
// guests' data or the keys: DATA_DIR is created 0700 and everything in it, and in a backup,
// is readable by its owner only, whichever command makes it first, with the operator's usual
// umask 022 (app/private-files.server.ts); a DATA_DIR left open before is closed at the start.

/** Every path under `dir` (itself included) whose mode lets the group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(dir, p) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return found;
}

describe("DATA_DIR's files", () => {
  let s: BuiltSite;
  const dataDir = path.join(tempDataDir(), "data");
  beforeAll(async () => {
    // No SMTP_URL: mails are written as .eml files into DATA_DIR/mail.
    s = await startBuiltSite({ dataDir });
  });
  afterAll(() => s?.stop());

  it("are the owner's only: the folder, the database and its WAL, keys, media, mails and backups", async () => {
    const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url) }));
    expect(response.status).toBe(201);
    await eventually(() => (fs.existsSync(path.join(dataDir, "mail")) && fs.readdirSync(path.join(dataDir, "mail")).filter((f) => f.endsWith(".eml")).length === 2 ? true : undefined));
    const names = fs.readdirSync(dataDir);
    for (const expected of ["site.db", "site.db-wal", "session.key", "altcha-hmac.key", "mail"]) expect(names).toContain(expected);

    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe("700");
    expect(openToOthers(dataDir)).toEqual([]);

    const backups = path.join(dataDir, "..", "backups");
    const result = spawnSync(path.resolve("node_modules/.bin/node"), ["scripts/backup.ts", "--out", backups], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(openToOthers(backups)).toEqual([]);
  });
});

describe("a DATA_DIR made by another command than the server", () => {
  it("is private when `npm run admin:create` makes it: the folder, the database, its WAL and shared memory", async () => {
    const dataDir = path.join(tempDataDir(), "data");
    const created = adminCreate(dataDir);
    expect(created.status, created.stderr).toBe(0);
    expect(modeOf(dataDir)).toBe("700");
    expect(modeOf(path.join(dataDir, "site.db"))).toBe("600");
    expect(openToOthers(dataDir)).toEqual([]);
    // SQLite gives its -wal and -shm the database's own mode, whatever the umask of the process
    // that opens it: the site started on it has both, as private as the file admin:create made.
    const site = await startBuiltSite({ dataDir });
    try {
      const names = fs.readdirSync(dataDir);
      for (const expected of ["site.db-wal", "site.db-shm"]) expect(names).toContain(expected);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await site.stop();
    }
  });

  it("is closed at the server's start when it was left open (0755, a database 0644)", async () => {
    const dataDir = path.join(tempDataDir(), "data");
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    // A database made before, open to everyone, as an older admin:create left it.
    fs.writeFileSync(path.join(dataDir, "site.db"), "");
    fs.chmodSync(path.join(dataDir, "site.db"), 0o644);
    fs.mkdirSync(path.join(dataDir, "mail"), { mode: 0o755 });
    fs.chmodSync(path.join(dataDir, "mail"), 0o755);
    const site = await startBuiltSite({ dataDir });
    try {
      expect(modeOf(dataDir)).toBe("700");
      expect(openToOthers(dataDir)).toEqual([]);
      expect(fs.readdirSync(dataDir)).toContain("site.db-wal");
    } finally {
      await site.stop();
    }
  });
});
