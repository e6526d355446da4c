// npm run attack:admin
// docs/product.md §16.6: the owners' sign-in under attack, against the production build on
// loopback with a fresh DATA_DIR. The owner is created with the real
// `npm run admin:create`; clients are told apart by X-Forwarded-For (TRUST_PROXY=1).
//  1. 1,000 wrong passwords from one client at the owner's account;
//  2. 1,000 wrong passwords from one client spread over 20 accounts;
//  3. the genuine owner signs in from another client;
//  4. 1,000 wrong passwords from 1,000 clients over 10 accounts (a botnet);
//  5. the owner afterwards, from a new client and from their own browser;
//  6. sign-in time for existing and non-existing accounts (medians and spread; printed, not judged);
//  7. the public home page's latency, idle and while 200 sign-in attempts a second arrive from
//     rotating addresses (the password-hashing queue answers the excess with 503), same run.
// Exits 1 when a limit did not hold or the genuine owner could not get in where promised.
import os from "node:os";
import path from "node:path";
import { SIGN_IN_LIMITS } from "../app/features/admin/rules/admin-limits.ts";
import { upsertOwner } from "../app/features/identity/owners.server.ts";
import { migrateDb, openDb } from "../db/client.ts";
import { startBuiltSite, tempDataDir, type BuiltSite } from "../tests/support/site/built-site.ts";
import { ensureBuild } from "./lib/ensure-build.ts";
import { createOwnerAccount } from "../tests/support/site/owner-account.ts";
import { settled } from "./lib/contact-traffic.ts";
import { formatTally, mapPool, tally } from "./lib/pool.ts";
import { formatSpread, percentile, spread, ms } from "./lib/stats.ts";

const ATTEMPTS = 1000;
const CONCURRENCY = 8;
const TIMING_TRIES = 50;
const TIMING_ACCOUNTS = 5;
const FLOOD_PER_SECOND = 200;
const FLOOD_SECONDS = 5;
const OWNER = "owner@laterraza.example";
const PASSWORD = "una contraseña larga de verdad 2026";

let exitCode = 0;
const problem = (message: string) => {
  exitCode = 1;
  console.log(`  PROBLEM: ${message}`);
};

type SignInAnswer = { status: number; ms: number; cookies: string[] };

async function signIn(site: BuiltSite, email: string, password: string, client: string, cookie?: string): Promise<SignInAnswer> {
  const started = performance.now();
  const response = await fetch(`${site.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: site.url,
      "X-Forwarded-For": client,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie && { Cookie: cookie }),
    },
    body: new URLSearchParams({ email, password, next: "/admin" }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, cookies: response.headers.getSetCookie() };
}

const wrongPassword = (i: number) => `wrong password number ${i} ${Math.random().toString(36).slice(2)}`;
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");
/** Addresses of simulated clients: 203.0.113.x for attackers, 198.51.100.x for the owner, 10.x for timing. */
const botnet = (i: number) => `10.66.${Math.floor(i / 250)}.${(i % 250) + 1}`;

ensureBuild();
const dataDir = tempDataDir();
const created = await createOwnerAccount(dataDir, OWNER, PASSWORD);
// Accounts for the timing measurement, made by the same function admin:create calls, so
// that no attack phase has touched their limits.
const timingAccounts = Array.from({ length: TIMING_ACCOUNTS }, (_, i) => `timing-${i}@laterraza.example`);
{
  const db = await openDb(path.join(dataDir, "site.db"));
  await migrateDb(db);
  for (const email of timingAccounts) await upsertOwner(db, email, `${PASSWORD} ${email}`);
  db.$client.close();
}

const site = await startBuiltSite({ env: { TRUST_PROXY: "1" }, dataDir });
try {
  await settled(site);
  console.log(
    `Owners' area under attack (npm run attack:admin), ${new Date().toISOString()}: production build on ${site.url}, ` +
      `Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );
  console.log(created.trim());
  const { perClient, perAccount } = SIGN_IN_LIMITS;
  console.log(`Limits (app/features/admin/rules/admin-limits.ts): ${perClient.failures} failures per client, ${perAccount.failures} per account, in ${perClient.windowMs / 60_000} min`);

  async function attack(title: string, account: (i: number) => string, client: (i: number) => string) {
    const started = performance.now();
    const answers = await mapPool(Array.from({ length: ATTEMPTS }, (_, i) => i), CONCURRENCY, (i) => signIn(site, account(i), wrongPassword(i), client(i)));
    const byStatus = tally(answers.map((a) => a.status));
    console.log(`\n${title}\n  ${ATTEMPTS} attempts in ${((performance.now() - started) / 1000).toFixed(1)} s: ${formatTally(byStatus)}`);
    if (answers.some((a) => a.status === 303)) problem("a wrong password signed in");
    return answers;
  }

  // 1. One client, the owner's account.
  const one = await attack(`1. One client (203.0.113.10), ${ATTEMPTS} wrong passwords for ${OWNER}`, () => OWNER, () => "203.0.113.10");
  const checked1 = one.filter((a) => a.status === 401).length;
  console.log(`  passwords actually checked: ${checked1} (the per-client limit is ${perClient.failures})`);
  if (checked1 > perClient.failures) problem("more passwords checked than the per-client limit");

  // 2. One client, spread over 20 accounts (password spraying).
  const sprayAccounts = [OWNER, ...Array.from({ length: 19 }, (_, i) => `guess-${i}@laterraza.example`)];
  const spray = await attack(
    `2. One client (203.0.113.11), ${ATTEMPTS} wrong passwords spread over ${sprayAccounts.length} accounts (the owner's among them)`,
    (i) => sprayAccounts[i % sprayAccounts.length]!,
    () => "203.0.113.11",
  );
  const checked2 = spray.filter((a) => a.status === 401).length;
  console.log(`  passwords actually checked: ${checked2}`);
  if (checked2 > perClient.failures) problem("more passwords checked than the per-client limit");

  // 3. The genuine owner, from the café's phone.
  const owner = await signIn(site, OWNER, PASSWORD, "198.51.100.20");
  console.log(`\n3. The owner from another client (198.51.100.20) after both attacks: ${owner.status} ${owner.status === 303 ? "(signed in)" : ""}`);
  if (owner.status !== 303) problem("the owner could not sign in from another client");
  const ownBrowser = cookieHeader(owner.cookies.filter((c) => c.startsWith("owner_device=")));

  // 4. A botnet: every attempt from its own address, over 10 accounts.
  const botAccounts = [OWNER, ...Array.from({ length: 9 }, (_, i) => `bot-target-${i}@laterraza.example`)];
  const bots = await attack(
    `4. ${ATTEMPTS} clients (10.66.x.x, one attempt each), wrong passwords spread over ${botAccounts.length} accounts (the owner's among them)`,
    (i) => botAccounts[i % botAccounts.length]!,
    botnet,
  );
  const checked4 = bots.filter((a) => a.status === 401).length;
  console.log(`  passwords actually checked: ${checked4} (at most ${perAccount.failures} per account × ${botAccounts.length} accounts)`);
  if (checked4 > perAccount.failures * botAccounts.length) problem("more passwords checked than the per-account limit");

  // 5. The owner after a distributed attack on their account.
  const stranger = await signIn(site, OWNER, PASSWORD, "198.51.100.21");
  const known = await signIn(site, OWNER, PASSWORD, "198.51.100.22", ownBrowser);
  console.log(`\n5. The owner after the botnet, with the right password:`);
  console.log(`  from a browser never used before (198.51.100.21): ${stranger.status} ${stranger.status === 429 ? "(the account is locked for 15 min: the price of a distributed attack)" : ""}`);
  console.log(`  from their own browser (device cookie, new address 198.51.100.22): ${known.status} ${known.status === 303 ? "(signed in)" : ""}`);
  if (known.status !== 303) problem("the owner's own browser was held back");

  // 6. Timing: existing vs non-existing accounts, wrong password, one at a time, interleaved.
  console.log(`\n6. Sign-in time with a wrong password, ${TIMING_TRIES} tries each, one at a time, interleaved, each from its own client`);
  const existing: number[] = [];
  const missing: number[] = [];
  const statuses: number[] = [];
  for (let i = 0; i < TIMING_TRIES; i++) {
    const account = i % TIMING_ACCOUNTS;
    const a = await signIn(site, timingAccounts[account]!, wrongPassword(i), `192.0.2.${2 * i + 1}`);
    const b = await signIn(site, `nobody-${account}@laterraza.example`, wrongPassword(i), `192.0.2.${2 * i + 2}`);
    existing.push(a.ms);
    missing.push(b.ms);
    statuses.push(a.status, b.status);
  }
  const e = spread(existing);
  const m = spread(missing);
  console.log(`  existing account:     ${formatSpread(e)}`);
  console.log(`  non-existing account: ${formatSpread(m)}`);
  console.log(
    `  difference of medians: ${(m.median - e.median).toFixed(1)} ms (${((100 * (m.median - e.median)) / e.median).toFixed(1)} %), ` +
      `against an IQR of ${e.iqr.toFixed(0)} / ${m.iqr.toFixed(0)} ms; answers ${formatTally(tally(statuses))}`,
  );
  if (statuses.some((s) => s !== 401)) problem("a timing try was not a plain wrong-password answer");

  // 7. The public site while sign-ins flood in from rotating addresses.
  console.log(
    `\n7. The home page (GET /, one request at a time), ${FLOOD_SECONDS} s idle, then ${FLOOD_SECONDS} s while ` +
      `${FLOOD_PER_SECOND} sign-in attempts a second arrive, each from its own address (100.64.x.x) for its own account`,
  );
  const homePage = async (seconds: number) => {
    const latencies: number[] = [];
    const statuses: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const started = performance.now();
      const status = await fetch(`${site.url}/`, { headers: { "Accept-Encoding": "br" } }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      latencies.push(performance.now() - started);
      statuses.push(status);
    }
    return { latencies, statuses };
  };
  const describePage = (r: { latencies: number[]; statuses: number[] }) =>
    // status 0: no answer (connection refused or timed out)
    `p50 ${ms(percentile(r.latencies, 50))}, p99 ${ms(percentile(r.latencies, 99))} (n = ${r.latencies.length}; ${formatTally(tally(r.statuses))})`;
  const idle = await homePage(FLOOD_SECONDS);
  const flood: Promise<SignInAnswer>[] = [];
  const sender = setInterval(() => {
    for (let k = 0; k < FLOOD_PER_SECOND / 20 && flood.length < FLOOD_PER_SECOND * FLOOD_SECONDS; k++) {
      const i = flood.length;
      const started = performance.now();
      // A connection the server could not take in time counts as status 0.
      const failed = (): SignInAnswer => ({ status: 0, ms: performance.now() - started, cookies: [] });
      flood.push(signIn(site, `flood-${i}@laterraza.example`, wrongPassword(i), `100.64.${i >> 8}.${i & 255}`).catch(failed));
    }
  }, 50);
  const underFlood = await homePage(FLOOD_SECONDS);
  clearInterval(sender);
  const floodAnswers = await Promise.all(flood);
  console.log(`  idle:             ${describePage(idle)}`);
  console.log(`  under the flood:  ${describePage(underFlood)}`);
  console.log(`  ${floodAnswers.length} sign-in attempts: ${formatTally(tally(floodAnswers.map((a) => a.status)))} (503: the hashing queue was full; answered in median ${ms(percentile(floodAnswers.filter((a) => a.status === 503).map((a) => a.ms), 50))})`);
  if (underFlood.statuses.some((s) => s !== 200)) problem("the home page failed during the sign-in flood");
  if (floodAnswers.some((a) => a.status >= 500 && a.status !== 503)) problem("a sign-in attempt got a server error");
  if (floodAnswers.some((a) => a.status === 0)) problem("sign-in attempts found no connection (status 0)");

  console.log(exitCode === 0 ? "\nThe limits held; the owner got in where promised." : "\nSee the PROBLEM lines above.");
} finally {
  await site.stop();
}
process.exit(exitCode);
