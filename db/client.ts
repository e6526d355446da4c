import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { createClient, type Client, type Transaction } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as schema from "./schema.ts";

export type Db = LibSQLDatabase<typeof schema> & { $client: Client };

/** How long a statement waits for another connection's write lock before failing with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/** Opens the SQLite file in WAL mode with a busy timeout (several writers, one file). */
export async function openDb(file: string, { busyTimeoutMs = BUSY_TIMEOUT_MS }: { busyTimeoutMs?: number } = {}): Promise<Db> {
  // The client pools connections (a transaction holds its own), so the busy timeout
  // must be an option every new connection gets; a PRAGMA reaches only the first.
  const client = createClient({ url: `file:${file}`, timeout: busyTimeoutMs });
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  await client.execute("PRAGMA foreign_keys = ON");
  return drizzle(recoveringFromBusy(client), { schema });
}

// The garbage collector, callable: the only way to finalize the driver's abandoned statements
// (recoveringFromBusy). Asked for only after a SQLITE_BUSY, which is rare.
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

/**
 * The libsql driver leaves a statement that failed with SQLITE_BUSY (another writer kept the
 * lock past the busy timeout) unfinished on its pooled connection until the garbage collector
 * frees it; until then every COMMIT on that connection fails with "cannot commit transaction -
 * SQL statements in progress", so one busy moment could stop all writes for minutes. So after a
 * SQLITE_BUSY the client drops its connections and opens new ones — once no transaction holds
 * one (closing a connection under an open transaction would break it). Non-transaction
 * statements borrow a connection only for one synchronous call, so between calls nothing else
 * is held. db/busy-writes.test.ts shows the failure without this.
 */
export function recoveringFromBusy(client: Client): Client {
  let open = 0;
  let poisoned = false;
  const recoverWhenIdle = () => {
    if (!poisoned || open > 0) return;
    poisoned = false;
    void client.reconnect();
    // The dropped connections close for good (and give back their files) only once their
    // unfinished statement is collected: ask for that now rather than at some later collection.
    setImmediate(collectGarbage);
  };
  const noteFailure = (error: unknown): never => {
    if (isBusy(error)) poisoned = true;
    throw error;
  };
  const watched = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => call(...args).catch(noteFailure).finally(recoverWhenIdle);

  const wrapTransaction = (tx: Transaction): Transaction => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      open -= 1;
      recoverWhenIdle();
    };
    return new Proxy(tx, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        const method = (value as (...args: unknown[]) => unknown).bind(target);
        if (property === "commit" || property === "rollback") {
          return async (...args: unknown[]) => {
            try {
              return await (method(...args) as Promise<unknown>);
            } catch (error) {
              return noteFailure(error);
            } finally {
              settle();
            }
          };
        }
        if (property === "close") {
          return (...args: unknown[]) => {
            try {
              return method(...args);
            } finally {
              settle();
            }
          };
        }
        if (property === "execute" || property === "batch" || property === "executeMultiple") {
          return (...args: unknown[]) => (method(...args) as Promise<unknown>).catch(noteFailure);
        }
        return method;
      },
    });
  };

  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      const method = (value as (...args: unknown[]) => Promise<unknown>).bind(target);
      if (property === "transaction") {
        return async (...args: unknown[]) => {
          try {
            const tx = (await method(...args)) as Transaction;
            open += 1;
            return wrapTransaction(tx);
          } catch (error) {
            return noteFailure(error);
          } finally {
            recoverWhenIdle();
          }
        };
      }
      if (property === "execute" || property === "batch" || property === "executeMultiple" || property === "migrate") {
        return watched(method);
      }
      return method;
    },
  });
}

/** Applies the migrations in db/migrations (run from the project root). */
export async function migrateDb(db: Db, migrationsFolder = path.resolve("db/migrations")): Promise<void> {
  await migrate(db, { migrationsFolder });
}
