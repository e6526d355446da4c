import { createClient, type Client } from "@libsql/client";
import { config } from "#app/config.server.ts";
import { db } from "#app/db.server.ts";

let versionConnection: Promise<Client> | undefined;
let lastVersion: { at: number; value: Promise<string> } | undefined;

/**
 * How long a reading of data_version is trusted. Asking SQLite on every request cost more
 * than the rest of serving a kept page (the bench's rendered/static ratio went from 0.8 to
 * 1.3 without it); an edit by another program now shows within this delay, and owners'
 * edits in this process still show at once (contentEdits()).
 */
const dataVersionTrustedMs = 200;

/**
 * SQLite's data_version: it changes when a connection other than the one asking commits
 * a change, so an edit made outside this process (or a write by this process's other
 * connections) is seen. It is counted per connection, and the site's client opens a new
 * connection after each transaction: asked there, concurrent requests would read
 * different numbers and empty the cache in turn. So it is asked on one connection of its
 * own, kept for the life of the process, and at most once per dataVersionTrustedMs.
 */
export function dataVersion(): Promise<string> {
  const now = Date.now();
  if (lastVersion && now - lastVersion.at < dataVersionTrustedMs) return lastVersion.value;
  const reading = { at: now, value: readDataVersion() };
  lastVersion = reading;
  // A failed reading is not trusted: the next request asks again.
  reading.value.catch(() => {
    if (lastVersion === reading) lastVersion = undefined;
  });
  return reading.value;
}

async function readDataVersion(): Promise<string> {
  // Once the file exists and is migrated.
  versionConnection ??= db().then(() => createClient({ url: `file:${config().dbFile}`, timeout: 5000 }));
  const result = await (await versionConnection).execute("PRAGMA data_version");
  return String(result.rows[0]?.[0] ?? "");
}

/** Closes the connection data_version is asked on (at shutdown). */
export async function closeDataVersionConnection(): Promise<void> {
  (await versionConnection)?.close();
}
