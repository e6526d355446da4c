// A job that runs a pass now and then every `intervalMs` until stopped (the daily mails, the
// requests' retention): one pass at a time (a pass asked for while one runs gets that one), a
// pass that fails is reported and the next tick tries again, and the timer never keeps the
// process alive.

export type PeriodicPass<T> = {
  /** One pass now (the one in progress, if any); resolves when it is done. */
  runOnce(): Promise<T>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
};

export function startPeriodicPass<T>(pass: () => Promise<T>, { intervalMs, failed }: { intervalMs: number; failed: (err: unknown) => void }): PeriodicPass<T> {
  let current: Promise<T> | undefined;
  const runOnce = () => {
    current ??= pass().finally(() => {
      current = undefined;
    });
    return current;
  };
  const tick = () => runOnce().catch(failed);
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await current?.catch(() => undefined);
    },
  };
}
