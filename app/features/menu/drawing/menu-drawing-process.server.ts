// Draws the menu's files in short-lived child processes, one job at a time (docs/operations.md §14):
// once satori, resvg, sharp and pdfkit have drawn, their native memory stays with the process that
// loaded them (≈ 150 MB more at rest in the server); in a child it leaves when the child exits.
// One child per language, one after the other: a child's memory grows with each card it draws,
// so a fresh one for the second language keeps the peak to what one language takes.
//
// The contract: each language's job (the edition, its hash, DATA_DIR/menu, the language) goes in
// by IPC; the child writes that language's files atomically (menu-drawing.server.ts) and answers
// with their names or the error; the caller hears of each language as it is drawn. Once every
// language is drawn, this process writes the edition's manifest. A child that ends without
// answering (a crash, killed for memory, or killed after MENU_DRAWING_TIMEOUT_MS) is started once
// more; then the job fails, no manifest is written and the caller keeps the files it had (nothing is
// pruned). stop() waits for the child in progress a little, then kills it.
import type { ChildProcess } from "node:child_process";
import { ChildJobFailed, runChildJob, type ChildEntry } from "#app/lib/child-job.server.ts";
import type { Lang } from "#app/lib/lang.ts";
import { writeManifest, type DrawingJob, type LanguageDrawn, type LanguageFiles, type LanguageJob, type MenuManifest } from "./menu-drawing.server.ts";

/**
 * How long one language's drawing may take: seconds on the workplace machine (`npm run
 * bench:memory`), many times that on a busy one-core server still fits. A child that hangs is
 * killed and counts as one that ended without answering.
 */
export const MENU_DRAWING_TIMEOUT_MS = 300_000;

export type DrawingProcessOptions = ChildEntry & {
  /** How many times a child that ended without answering is started again. */
  retries?: number;
  /** MENU_DRAWING_TIMEOUT_MS by default. */
  timeoutMs?: number;
};

/** Thrown when the child answered with an error, or ended without answering (every try). */
export class DrawingFailed extends ChildJobFailed {
  override readonly name = "DrawingFailed";
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

  /**
   * Draws one job, each language in a fresh child, after the jobs before it. `maxRssKb` is the
   * highest peak one child reached; `tries` the most starts one language took.
   */
  draw(job: DrawingJob, languageDrawn: LanguageDrawn = () => undefined): Promise<{ manifest: MenuManifest; maxRssKb: number; tries: number }> {
    const turn = this.#running.then(() => this.#drawLanguages(job, languageDrawn));
    this.#running = turn.catch(() => undefined);
    return turn;
  }

  async #drawLanguages(job: DrawingJob, languageDrawn: LanguageDrawn) {
    const drawn: Partial<Record<Lang, LanguageFiles>> = {};
    let maxRssKb = 0;
    let tries = 0;
    for (const lang of job.edition.langs) {
      const answer = await this.#drawWithRetries({ ...job, lang });
      drawn[lang] = answer.files;
      languageDrawn(lang, answer.files);
      maxRssKb = Math.max(maxRssKb, answer.maxRssKb);
      tries = Math.max(tries, answer.tries);
    }
    return { manifest: await writeManifest(job.menuDir, job.hash, drawn), maxRssKb, tries };
  }

  async #drawWithRetries(job: LanguageJob) {
    const retries = this.#options.retries ?? 1;
    for (let tries = 1; ; tries++) {
      if (this.#stopped) throw new DrawingFailed("the server is stopping");
      const answer = await runChildJob<LanguageJob, LanguageFiles>(this.#options, job, {
        label: "menu drawing process",
        timeoutMs: this.#options.timeoutMs ?? MENU_DRAWING_TIMEOUT_MS,
        // glibc raises its mmap threshold each time a large block is freed, so the later bitmaps
        // and image buffers (megabytes each, one set per card) come from the heap, which then
        // stays as large as the largest moment: a fixed threshold gives each one back at once.
        env: { MALLOC_MMAP_THRESHOLD_: "65536" },
        started: (child) => {
          this.#child = child;
          child.once("exit", () => {
            if (this.#child === child) this.#child = undefined;
          });
        },
      });
      if (answer.ok) return { files: answer.value, maxRssKb: answer.maxRssKb, tries };
      if (!("ended" in answer) || tries > retries) throw new DrawingFailed(answer.message, "stack" in answer ? answer.stack : undefined);
    }
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
