// npm run keys:rotate-session
//
// docs/operations.md §6: after a backup went astray (a lost disk, a leaked bucket). A backup
// holds DATA_DIR/session.key, and with it anyone can sign the owners' device cookies, the
// guests' manage links and the owners' decision links (app/features/requests/link-keys.server.ts
// derives their keys from it). This replaces the key with a new one, at once and 0600
// (app/config.server.ts), so that everything signed with the old one is refused: every owner
// signs in again, decision links in earlier mails stop working (the inbox still decides), and
// the guests' links are renewed (the next mail to a guest carries the new one; a link in an
// earlier mail stops working). Run it with the site stopped, then start the site.
import { eq, isNotNull } from "drizzle-orm";
import { config, ConfigError, parseEnv, reloadConfig, replaceKeyFile } from "../app/config.server.ts";
import { runningSite } from "../app/features/outbox/outbox-lock.server.ts";
import { manageToken, manageTokenHash } from "../app/features/requests/manage-token.server.ts";
import { contactRequests, sessions } from "../db/schema.ts";
import { migrateDb, openDb } from "../db/client.ts";

const script = "keys:rotate-session";
const KEY_FILE = "session.key";

function fail(message: string): never {
  process.stderr.write(`${script}: ${message}\n`);
  process.exit(1);
}

function environment() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}
if (environment().SESSION_SECRET) fail(`SESSION_SECRET is set in the environment, so ${KEY_FILE} is not used: put a new secret there (at least 16 characters) and restart the site.`);

// DATA_DIR made private, and where the database is (a first start would make the key anyway).
const { DATA_DIR: dataDir, dbFile } = config();
const site = runningSite(dataDir);
if (site !== undefined) fail(`the site is running on ${dataDir} (process ${site}): stop it first, then run this again and start it.`);

replaceKeyFile(dataDir, KEY_FILE);
// From here on the links and cookies are signed with the new key.
reloadConfig();
config();

const db = await openDb(dbFile);
try {
  await migrateDb(db);
  const { ended, renewed } = await db.transaction(async (tx) => {
    const ended = (await tx.delete(sessions).returning({ id: sessions.id })).length;
    const requests = await tx
      .select({ id: contactRequests.id, manageLinkGeneration: contactRequests.manageLinkGeneration })
      .from(contactRequests)
      .where(isNotNull(contactRequests.manageTokenHash));
    for (const request of requests) {
      await tx.update(contactRequests).set({ manageTokenHash: manageTokenHash(manageToken(request)) }).where(eq(contactRequests.id, request.id));
    }
    return { ended, renewed: requests.length };
  });
  process.stdout.write(
    `New ${KEY_FILE} in ${dataDir}: ${ended} owner session(s) ended, ${renewed} guest link(s) renewed (the next mail carries the new one); ` +
      "decision links in earlier mails no longer work. Start the site now.\n",
  );
} finally {
  db.$client.close();
}
