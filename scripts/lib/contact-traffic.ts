import path from "node:path";
import { createClient } from "@libsql/client";
import { openDb } from "#db/client.ts";
import { contactRequests, outbox } from "#db/schema.ts";
import { fullRequest, solveAltcha } from "#tests/support/site/contact-requests.ts";
import { mapPool } from "./pool.ts";

// Genuine and robot traffic for the contact endpoint, and what it left in the
// database, shared by the proof scripts (docs/product.md §16.3, §16.4) and the tests guarding them.

export const OWNERS = "owners@laterraza.example";
export const MAIL_FROM = "web@laterraza.example";
const MAIL_DOMAIN = MAIL_FROM.split("@")[1]!;

/** The Message-IDs of a stored request's two mails (outbox id @ MAIL_FROM's domain). */
export function messageIdsOf(requestId: string): [owner: string, guest: string] {
  return [`<${requestId}.owner@${MAIL_DOMAIN}>`, `<${requestId}.guest@${MAIL_DOMAIN}>`];
}

/**
 * A client address for simulated visitors, told apart by X-Forwarded-For with
 * TRUST_PROXY=1 (198.18.0.0/15 is reserved for benchmarks).
 */
export function clientAddress(n: number): string {
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export type ContactAnswer = { status: number; id?: string; error?: string; ms: number };

/** POST /api/contact; a connection cut (the server was killed) is `status: 0`. */
export async function postContact(siteUrl: string, body: unknown, client?: string): Promise<ContactAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${siteUrl}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(client && { "X-Forwarded-For": client }) },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { id?: string; error?: string };
    return { status: response.status, id: json.id, error: json.error, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** A genuine visitor's request: every field, a reservation, its own e-mail address. */
export function genuineRequest(email: string, captcha: string) {
  return fullRequest({ email, captcha });
}

/** Solves one challenge of the site at `siteUrl()`, asking again while the site restarts (bounded). */
async function solveWhileUp(siteUrl: () => string, attempts = 120): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await solveAltcha(siteUrl());
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

export type TokenSupply = {
  /** The oldest solved token not handed out yet; waits for one. */
  next(): Promise<string>;
  /** Resolves once every token is solved, or the oldest waiting one is `maxAgeMs` old. */
  readyOrAging(maxAgeMs: number): Promise<void>;
  readonly solved: number;
};

/**
 * Tokens solved in the background while they are used. A challenge expires 10
 * minutes after it was issued, and solving a few hundred takes minutes on a busy
 * machine, so the sender starts before the oldest token gets near that age.
 */
export function tokenSupply(siteUrl: () => string, count: number, concurrency = 4, onSolved?: (solved: number) => void): TokenSupply {
  const ready: { token: string; issuedAt: number }[] = [];
  const wakers = new Set<() => void>();
  const wake = () => wakers.forEach((w) => w());
  let solved = 0;
  let failure: unknown;
  void mapPool(Array.from({ length: count }), concurrency, async () => {
    const issuedAt = Date.now();
    const token = await solveWhileUp(siteUrl);
    ready.push({ token, issuedAt });
    onSolved?.(++solved);
    wake();
  }).catch((error: unknown) => {
    failure = error;
    wake();
  });
  const until = (condition: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (failure !== undefined) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else if (condition()) resolve();
        else return;
        wakers.delete(check);
        clearInterval(timer);
      };
      const timer = setInterval(check, 500);
      wakers.add(check);
      check();
    });
  return {
    async next() {
      await until(() => ready.length > 0);
      return ready.shift()!.token;
    },
    readyOrAging: (maxAgeMs) => until(() => solved === count || (ready[0] !== undefined && Date.now() - ready[0].issuedAt > maxAgeMs)),
    get solved() {
      return solved;
    },
  };
}

export type StoredRequest = { id: string; email: string };
export type StoreState = { requests: StoredRequest[]; outbox: Record<"pending" | "sending" | "sent" | "failed" | "withheld", number> };

/** What the site's database holds: the requests and the state of their mails. */
export async function readStore(dataDir: string): Promise<StoreState> {
  const db = await openDb(path.join(dataDir, "site.db"));
  try {
    const requests = await db.select({ id: contactRequests.id, email: contactRequests.email }).from(contactRequests);
    const counts = { pending: 0, sending: 0, sent: 0, failed: 0, withheld: 0 };
    for (const row of await db.select({ state: outbox.state }).from(outbox)) counts[row.state]++;
    return { requests, outbox: counts };
  } finally {
    db.$client.close();
  }
}

export type SqliteSettings = { fileJournalMode: string; journalModes: string[]; busyTimeoutsMs: number[] };

/**
 * docs/product.md §16.4: WAL and a busy timeout. The journal mode is read from the file with a
 * plain connection (WAL is persistent, so this is what the server set); the busy
 * timeout is read on `connections` connections of the pool db/client.ts opens,
 * each held by its own transaction so they are distinct connections.
 */
export async function sqliteSettings(dataDir: string, connections = 4): Promise<SqliteSettings> {
  const file = path.join(dataDir, "site.db");
  const plain = createClient({ url: `file:${file}` });
  const fileJournalMode = String((await plain.execute("PRAGMA journal_mode")).rows[0]?.journal_mode);
  plain.close();
  const db = await openDb(file);
  try {
    const held = await Promise.all(Array.from({ length: connections }, () => db.$client.transaction("deferred")));
    const journalModes: string[] = [];
    const busyTimeoutsMs: number[] = [];
    for (const tx of held) {
      journalModes.push(String((await tx.execute("PRAGMA journal_mode")).rows[0]?.journal_mode));
      busyTimeoutsMs.push(Number((await tx.execute("PRAGMA busy_timeout")).rows[0]?.timeout));
    }
    await Promise.all(held.map((tx) => tx.rollback()));
    return { fileJournalMode, journalModes, busyTimeoutsMs };
  } finally {
    db.$client.close();
  }
}

/**
 * After its first start the site draws the menu's images and PDFs in the background
 * (a few seconds of full CPU); figures are taken once that is done (bounded wait).
 */
export async function settled(site: { output: string[] }, timeoutMs = 300_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (site.output.some((line) => line.includes('"menu files generated"') || line.includes('"menu files could not be made"'))) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
