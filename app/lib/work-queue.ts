// The one queue of the house for work that must not all run at once: password hashing
// (a few at a time, a short line, then "busy"), photo encoding and saves that must not
// interleave (one at a time, every one waits). Pure; no timers.

/** Thrown by run() when the line is already at its length: the caller answers "busy". */
export class QueueFullError extends Error {
  constructor() {
    super("work queue full");
    this.name = "QueueFullError";
  }
}

export type WorkQueueOptions = {
  /** How many tasks run at once. */
  concurrency: number;
  /** How many may wait beyond those; more are refused with QueueFullError. Default: no bound. */
  maxWaiting?: number;
};

export class WorkQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(options: WorkQueueOptions) {
    this.concurrency = options.concurrency;
    this.maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a place. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Whether run() would refuse a task now. */
  get full(): boolean {
    return this.#running >= this.concurrency && this.#waiting.length >= this.maxWaiting;
  }

  /** Runs `task` when a place is free (at once if one is); rejects with QueueFullError when the line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await task();
    } finally {
      // The place passes straight to the next in line, if any.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

/** One queue per key (e.g. per photo slot), each one task at a time; a key's queue is dropped when idle. */
export class KeyedSerialQueue {
  readonly #queues = new Map<string, WorkQueue>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let queue = this.#queues.get(key);
    if (!queue) this.#queues.set(key, (queue = new WorkQueue({ concurrency: 1 })));
    try {
      return await queue.run(task);
    } finally {
      if (queue.running === 0 && queue.waiting === 0) this.#queues.delete(key);
    }
  }
}
