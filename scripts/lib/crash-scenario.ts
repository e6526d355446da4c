import fs from "node:fs";
import { startSmtpSink } from "#tests/support/site/smtp-sink.ts";
import { startBuiltSite, tempDataDir, type BuiltSite } from "#tests/support/site/built-site.ts";
import {
  clientAddress,
  genuineRequest,
  MAIL_FROM,
  messageIdsOf,
  OWNERS,
  postContact,
  readStore,
  tokenSupply,
  sqliteSettings,
  type ContactAnswer,
  type SqliteSettings,
} from "./contact-traffic.ts";
import { mapPool, tally } from "./pool.ts";

// The crash promise (docs/product.md §16.4), run by `npm run chaos` (a few hundred requests)
// and by tests/integration/crash-promise.test.ts (a few dozen): genuine requests
// while the SMTP server is down, SIGKILL in the middle of the sending, a restart
// on the same DATA_DIR, SMTP back; then every request answered 201 is stored, every
// stored request delivered its two mails, and no mail arrived twice.

/** Sending starts when every token is solved or the oldest is this old (they expire after 10 minutes). */
const TOKEN_MAX_WAIT_MS = 4 * 60_000;

export type CrashOptions = {
  requests: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** The server is killed once this many requests were answered. */
  killAfter: number;
  /** Upper bound for the outbox to drain once SMTP is back (default: see below). */
  drainTimeoutMs?: number;
  log?: (line: string) => void;
  keepDataDir?: boolean;
};

export type CrashFigures = {
  requests: number;
  /** Answers before the kill and after the restart, by HTTP status (0: connection cut). */
  answers: Record<string, number>;
  answered201: number;
  /** Sent before the kill and not answered: the kill cut them. */
  inFlightAtKill: number;
  /** Sent after the kill (they waited for the restart). */
  sentAfterRestart: number;
  killSignal: string | null;
  stored: number;
  /** Stored requests whose 201 never reached the client (committed just before the kill). */
  storedWithoutAnswer: number;
  /** Answered 201 but not in the database: must be 0. */
  answeredNotStored: number;
  mailsReceived: number;
  delivered: number;
  duplicates: number;
  /** Stored requests missing a mail at the SMTP server: must be 0. */
  storedMissingMail: number;
  failedMails: number;
  drainedInMs: number | null;
  timings: { solveMs: number; sendMs: number; restartMs: number };
  solvedBeforeSending: number;
  sqlite: SqliteSettings;
  promiseKept: boolean;
};

export async function runCrashScenario(options: CrashOptions): Promise<CrashFigures> {
  const log = options.log ?? (() => {});
  const smtp = await startSmtpSink();
  const smtpUrl = smtp.url;
  await smtp.stop();
  log(`SMTP server on ${smtpUrl} stopped: the site cannot send mail`);

  const env = {
    SMTP_URL: smtpUrl,
    MAIL_TO: OWNERS,
    MAIL_FROM,
    // First retry after 50 ms, then doubling: the outbox drains soon after SMTP is back.
    MAIL_RETRY_BASE_MS: "50",
    // Every visitor has an address of their own (X-Forwarded-For): the per-client limit stays at its default.
    TRUST_PROXY: "1",
    // Hundreds of genuine requests within the hour: above the site's guest-mail budget.
    GUEST_MAILS_PER_HOUR: "100000",
  };
  const dataDir = tempDataDir();
  const sites: BuiltSite[] = [];
  try {
    const firstSite = await startBuiltSite({ env, dataDir });
    sites.push(firstSite);
    log(`site started on ${firstSite.url}, DATA_DIR ${dataDir}`);
    let site = firstSite;

    const step = Math.max(1, Math.round(options.requests / 10));
    const solveStarted = performance.now();
    let solveMs = 0;
    const tokens = tokenSupply(() => site.url, options.requests, 4, (solved) => {
      if (solved === options.requests) solveMs = performance.now() - solveStarted;
      if (solved % step === 0 || solved === options.requests) log(`  solved ${solved}/${options.requests} ALTCHA challenges`);
    });
    await tokens.readyOrAging(TOKEN_MAX_WAIT_MS);
    const solvedBeforeSending = tokens.solved;

    // Request i is sent by guest-i with its own address; answers are matched to rows by e-mail.
    type Outcome = { phase: "before-kill" | "after-restart"; answer: ContactAnswer };
    const email = (i: number) => `guest-${i}@chaos.example`;
    let answered = 0;
    let restarting: Promise<BuiltSite> | undefined;
    let restartMs = 0;
    const restart = async () => {
      await firstSite.kill();
      log(`  killed (${firstSite.process.signalCode}); restarting on the same DATA_DIR`);
      const started = performance.now();
      site = await startBuiltSite({ env, dataDir });
      sites.push(site);
      restartMs = performance.now() - started;
      log(`  restarted on ${site.url} in ${(restartMs / 1000).toFixed(1)} s`);
      return site;
    };
    const sendStarted = performance.now();
    log(`sending ${options.requests} genuine requests, ${options.concurrency} at a time (${solvedBeforeSending} solved beforehand); SIGKILL after ${options.killAfter} answers`);
    const outcomes: Outcome[] = await mapPool(Array.from({ length: options.requests }, (_, i) => i), options.concurrency, async (i) => {
      const token = await tokens.next();
      if (restarting) {
        const restarted = await restarting;
        return { phase: "after-restart", answer: await postContact(restarted.url, genuineRequest(email(i), token), clientAddress(i)) };
      }
      const answer = await postContact(firstSite.url, genuineRequest(email(i), token), clientAddress(i));
      if (answer.status !== 0 && ++answered === options.killAfter) {
        log(`  ${answered} answered: SIGKILL`);
        restarting = restart();
      }
      return { phase: "before-kill", answer };
    });
    await (restarting ?? restart());
    const sendMs = performance.now() - sendStarted;
    const killSignal = firstSite.process.signalCode;
    const inFlightAtKill = outcomes.filter((o) => o.phase === "before-kill" && o.answer.status === 0).length;
    const sentAfterRestart = outcomes.filter((o) => o.phase === "after-restart").length;
    log(`  ${inFlightAtKill} requests were in flight at the kill; ${sentAfterRestart} sent to the restarted server`);

    await smtp.start();
    // Retry delays double from MAIL_RETRY_BASE_MS, so a mail that failed for a while waits
    // about as long again before its next attempt: the bound grows with the outage.
    const outageMs = performance.now() - sendStarted;
    const drainTimeoutMs = options.drainTimeoutMs ?? Math.max(5 * 60_000, 2 * outageMs + 2 * 60_000);
    log(`SMTP server back on ${smtpUrl}; waiting for the outbox to drain (at most ${Math.round(drainTimeoutMs / 1000)} s)`);
    const drainStarted = performance.now();
    let drainedInMs: number | null = null;
    while (performance.now() - drainStarted < drainTimeoutMs) {
      const { outbox } = await readStore(dataDir);
      if (outbox.pending + outbox.sending === 0) {
        drainedInMs = performance.now() - drainStarted;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    // Anything sent twice would arrive now.
    await new Promise((r) => setTimeout(r, 2000));

    const answers = outcomes.map((o) => o.answer);
    // By e-mail, not by the id in the body: a 201 whose body the kill cut still counts as answered.
    const answeredEmails = new Set(outcomes.flatMap((o, i) => (o.answer.status === 201 ? [email(i)] : [])));
    const store = await readStore(dataDir);
    const storedEmails = new Set(store.requests.map((r) => r.email));
    const messageIds = smtp.mails.map((m) => m.parsed.messageId ?? "");
    const uniqueMessageIds = new Set(messageIds);
    const storedMissingMail = store.requests.filter((r) => !messageIdsOf(r.id).every((id) => uniqueMessageIds.has(id))).length;
    const sqlite = await sqliteSettings(dataDir);

    const figures: CrashFigures = {
      requests: options.requests,
      answers: tally(answers.map((a) => a.status)),
      answered201: answeredEmails.size,
      inFlightAtKill,
      sentAfterRestart,
      killSignal,
      stored: store.requests.length,
      storedWithoutAnswer: [...storedEmails].filter((e) => !answeredEmails.has(e)).length,
      answeredNotStored: [...answeredEmails].filter((e) => !storedEmails.has(e)).length,
      mailsReceived: smtp.mails.length,
      delivered: uniqueMessageIds.size,
      duplicates: messageIds.length - uniqueMessageIds.size,
      storedMissingMail,
      failedMails: store.outbox.failed,
      drainedInMs,
      timings: { solveMs, sendMs, restartMs },
      solvedBeforeSending,
      sqlite,
      promiseKept: false,
    };
    figures.promiseKept =
      figures.answeredNotStored === 0 &&
      figures.storedWithoutAnswer <= figures.inFlightAtKill &&
      figures.delivered === 2 * figures.stored &&
      figures.duplicates === 0 &&
      figures.storedMissingMail === 0 &&
      figures.failedMails === 0 &&
      drainedInMs !== null;
    return figures;
  } finally {
    await Promise.all(sites.map((s) => (s.process.exitCode === null && s.process.signalCode === null ? s.stop() : undefined)));
    await smtp.stop();
    if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
