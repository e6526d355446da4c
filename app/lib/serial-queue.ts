/**
 * Runs the work given to it one piece at a time, in the order given, whoever gives it:
 * for work that takes a lot of memory or CPU at once (decoding and encoding a photo), so
 * that several at the same time wait in line instead of adding up. A failure does not stop
 * the line. In memory: one process serves the site.
 */
export type SerialQueue = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many pieces of work are running or waiting. */
  readonly size: number;
};

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run(work) {
      size++;
      const result = tail.then(work).finally(() => size--);
      tail = result.catch(() => undefined);
      return result;
    },
    get size() {
      return size;
    },
  };
}
