import { workerData, parentPort } from "node:worker_threads";
import { keptSecret } from "#app/config.server.ts";

// One of several threads that ask for the same key file at the same instant, as processes
// starting at once would: each counts itself in at slot 1, then spins until slot 0 is set
// (spinning, not Atomics.wait, so they all go within microseconds of each other).
const { dataDir, barrier } = workerData as { dataDir: string; barrier: SharedArrayBuffer };
const flag = new Int32Array(barrier);
Atomics.add(flag, 1, 1);
while (Atomics.load(flag, 0) === 0) {
  // spin
}
try {
  parentPort!.postMessage({ key: keptSecret(dataDir, "session.key", undefined) });
} catch (error) {
  parentPort!.postMessage({ error: String(error) });
}
