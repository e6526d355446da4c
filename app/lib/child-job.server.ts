// One job in a short-lived child process (docs/operations.md §14): work whose native libraries
// keep their memory once they have run (sharp's libvips, resvg, satori) runs in a child, and that
// memory goes back to the system when the child exits, instead of staying in the server for good.
//
// The contract, both sides:
// - the parent forks the entry (runChildJob); the child says `{ ready: true }`, the parent sends
//   the job (IPC, advanced serialization: Buffers and typed arrays travel as they are);
// - the child (answerOneJob) runs it, answers `{ ok: true, value, maxRssKb }` or
//   `{ ok: false, message, stack?, name? }` (the error's class name, for the caller to map back),
//   and exits; it exits too when the parent goes away;
// - a child that ends without answering (a crash, killed for memory), or that has not answered
//   within `timeoutMs` (then it is killed), is `{ ended: true }`: the caller decides whether to
//   start another.
import { fork, type ChildProcess } from "node:child_process";

export type ChildFailure = { ok: false; message: string; stack?: string; name?: string };
export type ChildAnswer<T> = { ok: true; value: T; /** The child's peak resident memory. */ maxRssKb: number } | ChildFailure;
export type ChildResult<T> = ChildAnswer<T> | { ok: false; ended: true; message: string };

export type ChildEntry = {
  /** The child's script: a built file (build/server/*.js), or a development loader (server/child-dev.ts). */
  entry: string;
  /** Its arguments (the development loader's module). */
  args?: readonly string[];
  /** Node options of the child; the server's own (its memory limits) by default. */
  execArgv?: string[];
};

export type RunOptions = {
  /** What the child does, for the messages of a child that ended ("photo encoding process"). */
  label?: string;
  /** Added to the child's environment. */
  env?: Record<string, string>;
  /** Called with the child once it is started (to stop it, or watch it). */
  started?: (child: ChildProcess) => void;
  /** A child that has not answered by then is killed: a job that hangs must not hold its queue for good. No limit by default. */
  timeoutMs?: number;
};

/** Runs `job` in a fresh child of `entry`; never rejects (a failure is an answer). */
export function runChildJob<Job, T>(child: ChildEntry, job: Job, { label = "child process", env = {}, started, timeoutMs }: RunOptions = {}): Promise<ChildResult<T>> {
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    /** The first outcome wins (an answer, the child's end, an error, the time limit); false for a later one. */
    const settle = (result: ChildResult<T>): boolean => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      resolve(result);
      return true;
    };
    const worker = fork(child.entry, [...(child.args ?? [])], {
      execArgv: child.execArgv ?? withoutEnvFile(process.execArgv),
      serialization: "advanced",
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    started?.(worker);
    if (timeoutMs !== undefined) {
      timer = setTimeout(() => {
        if (settle({ ok: false, ended: true, message: `${label} did not answer within ${timeoutMs} ms` })) worker.kill("SIGKILL");
      }, timeoutMs);
    }
    worker.on("message", (message: ChildAnswer<T> | { ready: true }) => {
      if ("ready" in message) worker.send(job as object);
      else settle(message);
    });
    worker.once("error", (error) => {
      if (settle({ ok: false, ended: true, message: `${label}: ${error.message}` })) worker.kill("SIGKILL");
    });
    worker.once("exit", (code, signal) => settle({ ok: false, ended: true, message: `${label} ended (${signal ?? `code ${code}`}) before it answered` }));
  });
}

/**
 * The server's Node options without `--env-file…`: the child gets the server's environment, which
 * already holds what the file set, and Node would print ".env not found" again for each child.
 */
function withoutEnvFile(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const option = execArgv[i]!;
    if (/^--env-file(-if-exists)?=/.test(option)) continue;
    if (/^--env-file(-if-exists)?$/.test(option)) i++; // its file is the next argument
    else kept.push(option);
  }
  return kept;
}

/** Thrown by a caller of runChildJob when its child failed: the child's own stack, if it sent one, goes to the log with it. */
export class ChildJobFailed extends Error {
  readonly childStack: string | undefined;
  constructor(message: string, childStack?: string) {
    super(message);
    this.childStack = childStack;
  }
}

/** The child's side: takes one job, answers with `work`'s value or its error, and exits. */
export function answerOneJob<Job, T>(work: (job: Job) => Promise<T>): void {
  if (!process.send) return;
  const answer = (message: ChildAnswer<T> | { ready: true }, then?: () => void) => process.send?.(message, undefined, {}, () => then?.());
  process.once("message", (job: Job) => {
    work(job).then(
      (value) => answer({ ok: true, value, maxRssKb: process.resourceUsage().maxRSS }, () => process.exit(0)),
      (error: unknown) =>
        answer(
          error instanceof Error ? { ok: false, message: error.message, stack: error.stack, name: error.name } : { ok: false, message: String(error) },
          () => process.exit(0),
        ),
    );
  });
  // The parent went away (it stopped, or crashed): nothing is waiting for the answer.
  process.once("disconnect", () => process.exit(0));
  answer({ ready: true });
}
