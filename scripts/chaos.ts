// npm run chaos [-- --requests 300]
// docs/product.md §16.4: genuine requests (ALTCHA solved for real) while the SMTP server is
// stopped; SIGKILL in the middle of the sending; restart on the same DATA_DIR; SMTP
// back; then count. The promise: stored = answered 201, delivered = 2 × stored,
// duplicates = 0. Exits 1 when it is broken.
import { parseArgs } from "node:util";
import { ensureBuild } from "./lib/ensure-build.ts";
import { runCrashScenario } from "./lib/crash-scenario.ts";
import { formatTally } from "./lib/pool.ts";

const { values } = parseArgs({ options: { requests: { type: "string", default: "300" }, concurrency: { type: "string", default: "16" } } });
const requests = Math.min(2000, Math.max(4, Number(values.requests)));
const concurrency = Math.min(64, Math.max(1, Number(values.concurrency)));

ensureBuild();
const started = performance.now();
const f = await runCrashScenario({ requests, concurrency, killAfter: Math.floor(requests / 2), log: (line) => console.log(line) });
const s = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;
const check = (ok: boolean) => (ok ? "yes" : "NO");

console.log(`
Crash promise (npm run chaos), ${new Date().toISOString()}
  genuine requests           ${f.requests} (ALTCHA solved in ${s(f.timings.solveMs)}, sent in ${s(f.timings.sendMs)}, ${concurrency} at a time)
  SMTP server                stopped while they were sent
  server process             ${f.killSignal} after ${Math.floor(requests / 2)} answers; ${f.inFlightAtKill} requests were in flight; restarted in ${s(f.timings.restartMs)}
  sent to the restarted one  ${f.sentAfterRestart}
  answers                    ${formatTally(f.answers)}   (0 = connection cut by the kill)
  answered 201               ${f.answered201}
  rows stored                ${f.stored}   (answered 201 and not stored: ${f.answeredNotStored}; stored whose answer the kill cut: ${f.storedWithoutAnswer})
  mails received by SMTP     ${f.mailsReceived}
  delivered (Message-IDs)    ${f.delivered}   (stored requests missing a mail: ${f.storedMissingMail}; failed in the outbox: ${f.failedMails})
  duplicates                 ${f.duplicates}
  outbox drained             ${f.drainedInMs === null ? "NOT within the time limit" : `${s(f.drainedInMs)} after SMTP came back`}
  SQLite                     journal_mode ${f.sqlite.fileJournalMode} (file), ${f.sqlite.journalModes.join("/")} on ${f.sqlite.journalModes.length} pooled connections; busy_timeout ${f.sqlite.busyTimeoutsMs.join("/")} ms

  stored = answered 201      ${check(f.answeredNotStored === 0 && f.stored === f.answered201 + f.storedWithoutAnswer)}  (${f.stored} = ${f.answered201}${f.storedWithoutAnswer ? ` + ${f.storedWithoutAnswer} committed just before the kill, never answered` : ""})
  delivered = 2 × stored     ${check(f.delivered === 2 * f.stored)}  (${f.delivered} = 2 × ${f.stored})
  duplicates = 0             ${check(f.duplicates === 0)}
  WAL + busy timeout         ${check(f.sqlite.fileJournalMode === "wal" && f.sqlite.busyTimeoutsMs.every((t) => t > 0))}
  promise kept               ${check(f.promiseKept)}   (total ${s(performance.now() - started)})
`);
process.exit(f.promiseKept ? 0 : 1);
