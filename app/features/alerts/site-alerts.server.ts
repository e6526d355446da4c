import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { meta, outbox } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { notifyOutbox } from "../outbox/outbox.server.ts";
import { isSiteAlert, newProblems, siteProblemCodes, type SiteAlert, type SiteProblem, type SiteProblemCode } from "./rules/site-alerts.ts";

// Queues the owners' alerts about the site through the outbox, like every other message: the
// alert's content is kept in `meta` under `alert:<id>` (the outbox row is its mail, `<id>.telegram`
// its Telegram message when Telegram is set up), written in one transaction with its rows, so
// an alert is sent once and survives a restart. Which problems the owners were told about is
// `meta` 'alerts.told': read and written in one immediate transaction, so two processes
// checking at once tell each problem once.

const TOLD_KEY = "alerts.told";
const ALERT_PREFIX = "alert:";
export const ALERT_ID_PREFIX = "alert.";

/** The outbox id of an alert's Telegram message. */
export function alertTelegramId(alertId: string): string {
  return `${alertId}.telegram`;
}

function alertIdOf(outboxId: string): string {
  return outboxId.endsWith(".telegram") ? outboxId.slice(0, -".telegram".length) : outboxId;
}

export function isAlertRow(outboxId: string): boolean {
  return outboxId.startsWith(ALERT_ID_PREFIX);
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof db>>["transaction"]>[0]>[0];

async function insertAlert(tx: Tx, alert: SiteAlert, telegram: boolean, now: Date): Promise<string> {
  const id = `${ALERT_ID_PREFIX}${now.toISOString().slice(0, 10)}.${randomUUID()}`;
  await tx.insert(meta).values({ key: `${ALERT_PREFIX}${id}`, value: JSON.stringify(alert) });
  await tx.insert(outbox).values({ id, kind: "alert", nextAttemptAt: now, createdAt: now });
  if (telegram) await tx.insert(outbox).values({ id: alertTelegramId(id), kind: "telegram", nextAttemptAt: now, createdAt: now });
  return id;
}

/** Queues one alert now; returns its id. */
export async function queueAlert(alert: SiteAlert, { telegram, now = new Date() }: { telegram: boolean; now?: Date }): Promise<string> {
  const database = await db();
  const id = await database.transaction((tx) => insertAlert(tx, alert, telegram, now), { behavior: "immediate" });
  notifyOutbox();
  return id;
}

/**
 * Tells the owners of each problem in `current` they were not told about yet, and forgets
 * the ones that cleared (so they are told again if they come back). Returns the new ones.
 */
export async function alertNewProblems(current: readonly SiteProblem[], { telegram, now = new Date() }: { telegram: boolean; now?: Date }): Promise<SiteProblem[]> {
  const database = await db();
  const fresh = await database.transaction(
    async (tx) => {
      const [row] = await tx.select().from(meta).where(eq(meta.key, TOLD_KEY));
      const told = parseTold(row?.value);
      const fresh = newProblems(current, told);
      for (const problem of fresh) await insertAlert(tx, { kind: "problem", problem }, telegram, now);
      const value = JSON.stringify(current.map((p) => p.code));
      await tx.insert(meta).values({ key: TOLD_KEY, value }).onConflictDoUpdate({ target: meta.key, set: { value } });
      return fresh;
    },
    { behavior: "immediate" },
  );
  if (fresh.length > 0) notifyOutbox();
  return fresh;
}

function parseTold(value: string | undefined): SiteProblemCode[] {
  try {
    const parsed = JSON.parse(value ?? "[]") as unknown;
    return Array.isArray(parsed) ? parsed.filter((c): c is SiteProblemCode => (siteProblemCodes as readonly unknown[]).includes(c)) : [];
  } catch {
    return [];
  }
}

/** The alert an outbox row (its mail or its Telegram message) carries; undefined when it is gone. */
export async function alertOf(outboxId: string): Promise<SiteAlert | undefined> {
  const database = await db();
  const [row] = await database.select().from(meta).where(eq(meta.key, `${ALERT_PREFIX}${alertIdOf(outboxId)}`));
  if (!row) return undefined;
  try {
    const alert = JSON.parse(row.value) as unknown;
    return isSiteAlert(alert) ? alert : undefined;
  } catch {
    return undefined;
  }
}

/** Every alert kept (for tests and the operator). */
export async function keptAlerts(): Promise<SiteAlert[]> {
  const database = await db();
  const rows = await database.select().from(meta).where(like(meta.key, `${ALERT_PREFIX}%`));
  return rows.map((r) => JSON.parse(r.value) as unknown).filter(isSiteAlert);
}
