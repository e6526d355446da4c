// npm run loadtest
// docs/product.md §16.3, against the production build on loopback (bounded in time and count):
// 1. requests per second and p50/p99 latency of the site's pages (autocannon);
// 2. floods of 1,000 robot submissions without a valid robot-check, from one client
//    and from 1,000 clients: what they left behind (must be nothing stored, nothing
//    mailed), the pages' latency during the flood, and a genuine visitor who solves
//    ALTCHA for real and still gets 201 and the two mails.
// Prints figures; exits 1 when a robot got something stored or mailed, a page
// answered 5xx, or the genuine visitor did not get through.
import os from "node:os";
import autocannon from "autocannon";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { startSmtpSink } from "../tests/support/site/smtp-sink.ts";
import { fullRequest, solveAltcha } from "../tests/support/site/contact-requests.ts";
import { startBuiltSite } from "../tests/support/site/built-site.ts";
import { ensureBuild } from "./lib/ensure-build.ts";
import { clientAddress, genuineRequest, MAIL_FROM, messageIdsOf, OWNERS, postContact, readStore, settled, type ContactAnswer } from "./lib/contact-traffic.ts";
import { formatTally, mapPool, tally } from "./lib/pool.ts";
import { ms, percentile } from "./lib/stats.ts";

const PAGE_SECONDS = 8;
const PAGE_CONNECTIONS = 10;
const FLOOD_SIZE = 1000;
const FLOOD_CONCURRENCY = 16;
/** Connections reading the home page while a flood runs, and before it (to compare). */
const WATCH_CONNECTIONS = 4;
const WATCH_MAX_SECONDS = 180;
const BROWSER_HEADERS = { "accept-encoding": "br, gzip", "accept-language": "es-CU,es;q=0.9,en;q=0.8" };

type PageFigures = { path: string; rps: number; p50: number; p99: number; requests: number; non2xx: number; errors: number };

function cannon(url: string, connections: number, seconds: number, started?: (stop: () => void) => void): Promise<PageFigures> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS }, (error, r) => {
      if (error) return reject(error);
      resolve({
        path: new URL(url).pathname,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
    started?.(() => instance.stop());
  });
}

const row = (f: PageFigures) =>
  `  ${f.path.padEnd(34)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(f.p50).padStart(8)}   p99 ${ms(f.p99).padStart(8)}   (${f.requests} requests, non-2xx ${f.non2xx}, errors ${f.errors})`;

ensureBuild();
const smtp = await startSmtpSink();
const site = await startBuiltSite({ env: { SMTP_URL: smtp.url, MAIL_TO: OWNERS, MAIL_FROM, TRUST_PROXY: "1", MAIL_RETRY_BASE_MS: "200" } });
let exitCode = 0;
const problem = (message: string) => {
  exitCode = 1;
  console.log(`  PROBLEM: ${message}`);
};

try {
  console.log(
    `Load test (npm run loadtest), ${new Date().toISOString()}: production build on ${site.url}, fresh DATA_DIR, ` +
      `Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );
  // The first start draws the menu's images and PDFs in the background; measure after that.
  await settled(site);
  const home = await (await fetch(site.url)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
  const photo = /\/media\/[\w./-]+\.avif/.exec(home)?.[0];
  const paths = ["/", "/es", "/menu", "/es/menu", "/photos", "/about", ...(asset ? [asset] : []), ...(photo ? [photo] : [])];
  for (const path of paths) for (let i = 0; i < 3; i++) await fetch(site.url + path).then((r) => r.arrayBuffer());
  await postContact(site.url, {}, "192.0.2.1"); // the endpoint's first answer loads its modules

  console.log(`\n1. Pages: ${PAGE_CONNECTIONS} connections for ${PAGE_SECONDS} s each (brotli/gzip accepted, as a browser does)`);
  const pages: PageFigures[] = [];
  for (const path of paths) {
    const figures = await cannon(site.url + path, PAGE_CONNECTIONS, PAGE_SECONDS);
    pages.push(figures);
    console.log(row(figures));
    if (figures.errors > 0 || figures.non2xx > 0) problem(`${path}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors`);
  }

  // A robot that skips the robot check, in five ways; every body passes the field rules.
  const forged = await (async () => {
    const challenge = await createChallenge({ algorithm: "PBKDF2/SHA-256", cost: 10, counter: 20, deriveKey, hmacSignatureSecret: "a-key-that-is-not-the-site-key" });
    return solveAltcha(site.url, challenge);
  })();
  const robotKinds = ["no robot-check", "made-up token", "forged challenge", "unsolved real challenge", "honeypot filled"] as const;
  type RobotKind = (typeof robotKinds)[number];
  async function robotBody(kind: RobotKind, i: number): Promise<Record<string, unknown>> {
    const body = fullRequest({ email: `robot-${i}@flood.example`, name: `robot ${i % 97}` });
    switch (kind) {
      case "no robot-check":
        return body;
      case "made-up token":
        return { ...body, captcha: Buffer.from(`robot-${i}-${Math.random()}`).toString("base64") };
      case "forged challenge":
        return { ...body, captcha: forged };
      case "unsolved real challenge": {
        const challenge = (await (await fetch(`${site.url}/api/captcha/challenge`)).json()) as { parameters: unknown; signature: string };
        const solution = { counter: i, derivedKey: "00".repeat(32), time: 1 };
        return { ...body, captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
      }
      case "honeypot filled":
        return { ...body, captcha: "robot", website: "http://spam.example" };
    }
  }

  type FloodResult = { answers: { kind: RobotKind; answer: ContactAnswer }[]; genuine: ContactAnswer; genuineAt: number; genuineEmail: string; watch: PageFigures; quiet: PageFigures; seconds: number };

  async function flood(title: string, robotClient: (i: number) => string, genuineClient: string, genuineEmail: string): Promise<FloodResult> {
    console.log(`\n${title}`);
    // The visitor filled in the form and solved the robot check (for real) before pressing send.
    const token = await solveAltcha(site.url);
    const quiet = await cannon(`${site.url}/`, WATCH_CONNECTIONS, 5);
    let stopWatch = () => {};
    const watching = cannon(`${site.url}/`, WATCH_CONNECTIONS, WATCH_MAX_SECONDS, (stop) => (stopWatch = stop));
    let genuine: Promise<ContactAnswer> | undefined;
    let sent = 0;
    let genuineAt = 0;
    const started = performance.now();
    const answers = await mapPool(Array.from({ length: FLOOD_SIZE }, (_, i) => i), FLOOD_CONCURRENCY, async (i) => {
      const kind = robotKinds[i % robotKinds.length]!;
      const answer = await postContact(site.url, await robotBody(kind, i), robotClient(i));
      if (++sent === FLOOD_SIZE / 2) {
        genuineAt = sent;
        genuine = postContact(site.url, genuineRequest(genuineEmail, token), genuineClient);
      }
      return { kind, answer };
    });
    const seconds = (performance.now() - started) / 1000;
    stopWatch();
    const watch = await watching;
    return { answers, genuine: await genuine!, genuineAt, genuineEmail, watch, quiet, seconds };
  }

  function report(result: FloodResult) {
    const all = result.answers.map((a) => a.answer);
    console.log(`  ${FLOOD_SIZE} robot submissions in ${result.seconds.toFixed(1)} s (${(FLOOD_SIZE / result.seconds).toFixed(0)}/s, ${FLOOD_CONCURRENCY} at a time)`);
    console.log(`  answers by status: ${formatTally(tally(all.map((a) => a.status)))}`);
    for (const kind of robotKinds) {
      const of = result.answers.filter((a) => a.kind === kind).map((a) => `${a.answer.status}${a.answer.error ? ` ${a.answer.error}` : ""}`);
      console.log(`    ${kind.padEnd(24)} ${formatTally(tally(of))}`);
    }
    const flood = all.map((a) => a.ms);
    console.log(`  robot answers: p50 ${ms(percentile(flood, 50))}, p99 ${ms(percentile(flood, 99))}`);
    console.log(`  home page, ${WATCH_CONNECTIONS} connections, before the flood: ${result.quiet.rps.toFixed(0)} req/s, p50 ${ms(result.quiet.p50)}, p99 ${ms(result.quiet.p99)}`);
    console.log(
      `  home page during the flood:                ${result.watch.rps.toFixed(0)} req/s, p50 ${ms(result.watch.p50)}, p99 ${ms(result.watch.p99)} (${result.watch.requests} requests, non-2xx ${result.watch.non2xx}, errors ${result.watch.errors})`,
    );
    console.log(`  genuine visitor (ALTCHA solved, own address), sent after ${result.genuineAt} robot answers: ${result.genuine.status} in ${ms(result.genuine.ms)}`);
    if (all.some((a) => a.status >= 500 || a.status === 0)) problem("a robot submission got a 5xx or no answer");
    if (result.watch.non2xx > 0 || result.watch.errors > 0) problem("the home page failed during the flood");
    if (result.genuine.status !== 201) problem("the genuine visitor did not get 201");
  }

  const first = await flood(
    `2. Flood from ONE client (203.0.113.66): ${FLOOD_SIZE} robot submissions without a valid robot check, CONTACT_RATE_LIMIT 5 per 10 min`,
    () => "203.0.113.66",
    "198.51.100.7",
    "genuine-1@visitor.example",
  );
  report(first);
  const second = await flood(
    `3. Flood from ${FLOOD_SIZE} clients (one submission each, so no rate limit helps: the robot check must)`,
    (i) => clientAddress(10_000 + i),
    "198.51.100.8",
    "genuine-2@visitor.example",
  );
  report(second);

  console.log(`\n4. What the floods left behind`);
  const genuineIds = [first.genuine.id, second.genuine.id].filter((id): id is string => typeof id === "string");
  const genuineMessageIds = new Set(genuineIds.flatMap(messageIdsOf));
  await smtp.waitFor(genuineMessageIds.size, (m) => genuineMessageIds.has(m.parsed.messageId ?? ""), 120_000).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 3000));
  const store = await readStore(site.dataDir);
  const genuineEmails = new Set([first.genuineEmail, second.genuineEmail]);
  const robotRows = store.requests.filter((r) => !genuineEmails.has(r.email)).length;
  const robotMails = smtp.mails.filter((m) => !genuineMessageIds.has(m.parsed.messageId ?? "")).length;
  const genuineMails = smtp.mails.filter((m) => genuineMessageIds.has(m.parsed.messageId ?? "")).length;
  console.log(`  rows stored from robots:   ${robotRows}`);
  console.log(`  mails sent for robots:     ${robotMails}`);
  console.log(`  genuine requests stored:   ${store.requests.length - robotRows} of 2, their mails delivered: ${genuineMails} of ${2 * genuineIds.length} (owners + guest)`);
  if (robotRows > 0 || robotMails > 0) problem("robots left something behind");
  if (store.requests.length - robotRows !== 2 || genuineMails !== 4) problem("a genuine request or mail is missing");
  console.log(exitCode === 0 ? "\nLoad held; robots left nothing; genuine visitors got through." : "\nSee the PROBLEM lines above.");
} finally {
  await site.stop();
  await smtp.stop();
}
process.exit(exitCode);

