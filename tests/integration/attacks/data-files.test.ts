import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eventually } from "../../support/eventually";
import { fullRequest, postJson, solveAltcha } from "../../support/contact-requests";
import { startBuiltSite, tempDataDir, type BuiltSite } from "../../support/built-site";

// Another account on the machine (a shared host, a compromised service) must not read the
// guests' data or the keys: DATA_DIR is created 0700 and everything in it, and in a backup,
// is readable by its owner only (server/main.ts sets umask 077; scripts/backup.ts too).

const STARTUP_MS = 180_000;
vi.setConfig({ testTimeout: STARTUP_MS, hookTimeout: STARTUP_MS });

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
