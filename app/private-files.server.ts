import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

// docs/operations.md §6: DATA_DIR holds the guests' personal data and the keys. Another account
// on the machine (a shared host, a compromised service) reads none of it: DATA_DIR and its
// folders are 0700 and its files 0600, whichever command makes them first (the server,
// admin:create, a backup, a key rotation…), and a DATA_DIR made open before (by hand, by an
// older version) is closed at the next start.

/** The umask of every process of the site: no bit for the group or others. */
export const PRIVATE_UMASK = 0o077;
/** What is left of a mode: the owner's bits only. */
const OWNER_BITS = 0o700;

/** Every file and folder this process makes from now on is its owner's only. */
export function ownerOnlyFromNowOn(): void {
  // A worker thread cannot set it (the process's umask is shared): its process already has.
  if (isMainThread) process.umask(PRIVATE_UMASK);
}

/** Takes the group's and others' bits off `file` (when they are set and it is this user's to change). */
function closeToOthers(file: string): void {
  try {
    const { mode } = fs.statSync(file);
    if ((mode & 0o077) !== 0) fs.chmodSync(file, mode & OWNER_BITS);
  } catch (error) {
    // Gone meanwhile, or another user's file: nothing this process may change.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "EPERM") throw error;
  }
}

/**
 * Makes DATA_DIR private before anything is written to it: the umask above, the folder created
 * 0700 or set to 0700, and what lies directly in it (the database, and the -wal and -shm files
 * SQLite gives the database's own mode whatever the umask; the keys; the folders of mails,
 * media and menus) set to the owner's bits only. Called by every entry that uses DATA_DIR
 * (app/config.server.ts, the backup scripts).
 */
export function privateDataDir(dataDir: string): void {
  ownerOnlyFromNowOn();
  fs.mkdirSync(dataDir, { recursive: true, mode: OWNER_BITS });
  closeToOthers(dataDir);
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    if (entry.isFile() || entry.isDirectory()) closeToOthers(path.join(dataDir, entry.name));
  }
}
