// Draws the menu's files in a short-lived child process, one job at a time (docs/operations.md §14):
// once satori, resvg, sharp and pdfkit have drawn, their native memory stays with the process that
// loaded them (≈ 150 MB more at rest in the server); in a child it leaves when the child exits.
//
// The contract: the job (the edition, its hash, DATA_DIR/menu) goes in by IPC; the child writes
// the files atomically (menu-drawing.server.ts) and answers with the manifest or the error. A
// child that ends without answering (a crash, killed for memory) is started once more; then the
// job fails and the caller keeps the files it had (nothing is pruned). stop() waits for the job
// in progress a little, then kills the child.
import { fork, type ChildProcess } from "node:child_process";
import type { DrawingJob, MenuManifest } from "./menu-drawing.server";

export type DrawingAnswer =
  | { ok: true; manifest: MenuManifest; /** The child's peak resident memory. */ maxRssKb: number }
  | { ok: false; message: string; stack?: string };

export type DrawingProcessOptions = {
  /** The child's entry: build/server/menu-drawing.js, or server/menu-drawing-dev.ts in development. */
  entry: string;
  /** Node options of the child; the server's own (its memory limits) by default. */
  execArgv?: string[];
  /** How many times a child that ended without answering is started again. */
  retries?: number;
};

/** Thrown when the child answered with an error, or ended without answering (every try). */
export class DrawingFailed extends Error {
  readonly childStack: string | undefined;
  constructor(message: string, childStack?: string) {
    super(message);
    this.name = "DrawingFailed";
    this.childStack = childStack;
  }
}

export class MenuDrawingProcess {
  readonly #options: DrawingProcessOptions;
  #child: ChildProcess | undefined;
  #running: Promise<unknown> = Promise.resolve();
  #stopped = false;

  constructor(options: DrawingProcessOptions) {
    this.#options = options;
  }

  /** The child process drawing now, if any (for the tests and the bench). */
  get child(): ChildProcess | undefined {
    return this.#child;
  }

  /** Draws one job in a fresh child, after the jobs before it. */
  draw(job: DrawingJob): Promise<{ manifest: MenuManifest; maxRssKb: number; tries: number }> {
    const turn = this.#running.then(() => this.#drawWithRetries(job));
    this.#running = turn.catch(() => undefined);
    return turn;
  }

  async #drawWithRetries(job: DrawingJob) {
    const retries = this.#options.retries ?? 1;
    for (let tries = 1; ; tries++) {
      if (this.#stopped) throw new DrawingFailed("the server is stopping");
      const answer = await this.#once(job);
      if (answer.ok) return { manifest: answer.manifest, maxRssKb: answer.maxRssKb, tries };
      if (!("ended" in answer) || tries > retries) throw new DrawingFailed(answer.message, answer.stack);
    }
  }

  #once(job: DrawingJob): Promise<DrawingAnswer | { ok: false; ended: true; message: string; stack?: undefined }> {
    return new Promise((resolve) => {
      const child = fork(this.#options.entry, [], {
        execArgv: this.#options.execArgv ?? process.execArgv,
        serialization: "advanced",
        // glibc raises its mmap threshold each time a large block is freed, so the later bitmaps
        // and image buffers (megabytes each, one set per card) come from the heap, which then
        // stays as large as the largest moment: a fixed threshold gives each one back at once.
        env: { ...process.env, MALLOC_MMAP_THRESHOLD_: "65536" },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      this.#child = child;
      let answered = false;
      child.on("message", (message: DrawingAnswer | { ready: true }) => {
        if ("ready" in message) child.send(job);
        else {
          answered = true;
          resolve(message);
        }
      });
      child.once("error", (error) => {
        if (answered) return;
        answered = true;
        child.kill("SIGKILL");
        resolve({ ok: false, ended: true, message: `menu drawing process: ${error.message}` });
      });
      child.once("exit", (code, signal) => {
        if (this.#child === child) this.#child = undefined;
        if (answered) return;
        answered = true;
        resolve({ ok: false, ended: true, message: `menu drawing process ended (${signal ?? `code ${code}`}) before it answered` });
      });
    });
  }

  /** Refuses new jobs; waits up to `graceMs` for the one in progress, then kills its child. */
  async stop(graceMs = 5_000): Promise<void> {
    this.#stopped = true;
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await ended;
    clearTimeout(timer);
  }
}
