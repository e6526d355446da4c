import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { OUTBOX_LOCK_FILE, takeOutboxLock } from "./outbox-lock.server.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-lock-"));
  dirs.push(dir);
  return dir;
}

describe("the outbox lock", () => {
  it("lets the first process resume, and takes over a lock its dead owner left", async () => {
    const dir = dataDir();
    const lock = takeOutboxLock(dir);
    expect(lock.resumes).toBe(true);
    expect(fs.readFileSync(path.join(dir, OUTBOX_LOCK_FILE), "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, OUTBOX_LOCK_FILE))).toBe(false);

    // A process that died: its pid is no longer running.
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.once("exit", resolve));
    fs.writeFileSync(path.join(dir, OUTBOX_LOCK_FILE), `${dead.pid}\n`);
    expect(takeOutboxLock(dir).resumes).toBe(true);
  });

  it("does not let a second process resume while the first is alive", async () => {
    const dir = dataDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dir, OUTBOX_LOCK_FILE), `${other.pid}\n`);
      const lock = takeOutboxLock(dir);
      expect(lock.resumes).toBe(false);
      lock.release();
      expect(fs.readFileSync(path.join(dir, OUTBOX_LOCK_FILE), "utf8").trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });
});
