import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "#tests/support/site/smtp-sink.ts";
import { fullRequest, postJson, solveAltcha } from "#tests/support/site/contact-requests.ts";
import { startBuiltSite, tempDataDir, type BuiltSite } from "#tests/support/site/built-site.ts";
import { ownerCookie } from "#tests/support/site/owner-account.ts";

// A backup holds DATA_DIR/session.key: whoever finds a lost one can sign the owners' cookies and
// the guests' and owners' links. `npm run keys:rotate-session` (docs/operations.md §6) replaces
// it: the owner's session from before is refused, the guest's link from before no longer
// opens the reservation, and the next mail to the guest carries a link that does. It refuses
// to run beside the site.

const root = path.resolve(import.meta.dirname, "../../..");
const SITE_URL = "https://laterraza.example";
const MANAGE_LINK = /https:\/\/laterraza\.example(\/(?:es\/)?r\/[A-Za-z0-9_-]+)/;

function rotate(dataDir: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "keys:rotate-session"], { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: dataDir } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stdout, stderr }));
  });
}

describe("rotating session.key after a lost backup", () => {
  let smtp: SmtpSink;
  let s: BuiltSite;
  const dataDir = tempDataDir();
  const start = () =>
    startBuiltSite({ dataDir, env: { MAIL_TO: "owners@laterraza.example", MAIL_FROM: "web@laterraza.example", SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: "200", DECISION_UNDO_SECONDS: "0", SITE_URL } });
  beforeAll(async () => {
    smtp = await startSmtpSink();
    s = await start();
  });
  afterAll(async () => {
    await s?.stop();
    await smtp?.stop();
  });

  const inbox = (cookie: string) => fetch(`${s.url}/admin/requests`, { headers: { cookie }, redirect: "manual" });

  it("ends every owner session and every guest link signed with the old key, with one command", async () => {
    const cookie = await ownerCookie(s.url, s.dataDir);
    expect((await inbox(cookie)).status).toBe(200);
    const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url) }));
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    const [ack] = await smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`);
    const oldLink = MANAGE_LINK.exec(ack!.parsed.text ?? "")![1]!;
    expect((await fetch(`${s.url}${oldLink}`)).status).toBe(200);
    const keyFile = path.join(dataDir, "session.key");
    const oldKey = fs.readFileSync(keyFile, "utf8");

    // Not beside the running site (it keeps the old key in memory).
    const refused = await rotate(dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("stop it first");
    expect(fs.readFileSync(keyFile, "utf8")).toBe(oldKey);

    await s.stop();
    const rotated = await rotate(dataDir);
    expect(rotated.status, rotated.stderr).toBe(0);
    expect(rotated.stdout).toMatch(/1 owner session\(s\) ended, 1 guest link\(s\) renewed/);
    const newKey = fs.readFileSync(keyFile, "utf8");
    expect(newKey).toMatch(/^[0-9a-f]{64}\n$/);
    expect(newKey).not.toBe(oldKey);
    expect((fs.statSync(keyFile).mode & 0o777).toString(8)).toBe("600");
    expect(fs.readdirSync(dataDir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    s = await start();

    // The owner's cookie from before is refused: sign in again.
    const after = await inbox(cookie);
    expect(after.status).toBeGreaterThanOrEqual(300);
    expect(after.status).toBeLessThan(400);
    expect(after.headers.get("location")).toMatch(/\/admin\/sign-in/);
    const fresh = await ownerCookie(s.url, s.dataDir);
    expect((await inbox(fresh)).status).toBe(200);

    // The guest's link from before opens nothing; the next mail's link does.
    expect((await fetch(`${s.url}${oldLink}`)).status).toBe(404);
    const decided = await fetch(`${s.url}/admin/requests/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: fresh, Origin: s.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "status", status: "confirmed", note: "" }),
    });
    expect(decided.status).toBeLessThan(400);
    const [status] = await smtp.waitFor(1, (m) => m.parsed.messageId?.startsWith(`<${id}.status.`) === true);
    const newLink = MANAGE_LINK.exec(status!.parsed.text ?? "")?.[1];
    expect(newLink).toBeDefined();
    expect(newLink).not.toBe(oldLink);
    expect((await fetch(`${s.url}${newLink}`)).status).toBe(200);
  });
});
