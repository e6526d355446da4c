import fs from "node:fs";
import path from "node:path";

// Which process may resume the mails another left half-sent (outbox-worker.server.ts, run()):
// at start the worker sets rows still 'sending' back to 'pending', because the process that
// claimed them died. That is only true when no other live process is sending: a second process
// started beside a running one (or two started at once) would otherwise take back the first's
// claim and send its message a second time. The first process to start writes its pid to
// DATA_DIR/outbox.lock; a later one resumes only if the pid written there is no longer running.
// A process that does not resume loses nothing: a claimed row is due again when its lease ends.

export const OUTBOX_LOCK_FILE = "outbox.lock";

export type OutboxLock = {
  /** This process is the only worker that was running: it may resume interrupted sends. */
  readonly resumes: boolean;
  /** Removes the lock if it is this process's. */
  release(): void;
};

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The pid of a running site's process on this DATA_DIR (the one holding the lock), if any: a
 * script that must not run beside the site asks this (scripts/rotate-session-key.ts).
 */
export function runningSite(dataDir: string): number | undefined {
  let holder: number;
  try {
    holder = Number(fs.readFileSync(path.join(dataDir, OUTBOX_LOCK_FILE), "utf8").trim());
  } catch {
    return undefined;
  }
  // In a container of its own the script may have the pid the site had in its container.
  return holder !== process.pid && alive(holder) ? holder : undefined;
}

export function takeOutboxLock(dataDir: string): OutboxLock {
  const file = path.join(dataDir, OUTBOX_LOCK_FILE);
  const mine = String(process.pid);
  const release = () => {
    try {
      if (fs.readFileSync(file, "utf8").trim() === mine) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${mine}\n`, { flag: "wx", mode: 0o600 });
      return { resumes: true, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number(fs.readFileSync(file, "utf8").trim());
    if (holder === process.pid || !alive(holder)) {
      // Left by a process that died (or an earlier life of this pid): take it over.
      fs.rmSync(file, { force: true });
      continue;
    }
    return { resumes: false, release: () => undefined };
  }
  // Another process took the stale lock over at the same moment: it resumes.
  return { resumes: false, release: () => undefined };
}
