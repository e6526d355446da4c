// Loaded into the built server with `node --import` by tests/integration/attacks/fatal-log.test.ts:
// on SIGUSR2 the process meets an error nothing handles, of the kind CRASH_KIND names.
process.on("SIGUSR2", () => {
  if (process.env.CRASH_KIND === "rejection") {
    void Promise.reject(new Error("a promise nobody awaited was rejected"));
  } else {
    setImmediate(() => {
      throw new Error("an exception nobody caught");
    });
  }
});
