import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { KEY_FILE_MIN_BYTES } from "#app/config.server.ts";
import { runBuiltSiteToExit, tempDataDir } from "#tests/support/site/built-site.ts";

// The keys kept in DATA_DIR (app/config.server.ts): session.key signs the owners' cookies,
// altcha-hmac.key the robot-check challenges. An empty or short one (a disk that filled up,
// a truncated restore) would make them guessable: the server refuses to start. Two
// processes starting at once on an empty DATA_DIR end up with one whole key.

describe("key files", () => {
  for (const [file, content] of [
    ["session.key", ""],
    ["altcha-hmac.key", "short-key\n"],
  ] as const) {
    it(`refuses to start with ${content ? "a short" : "an empty"} ${file}, saying why`, async () => {
      const dataDir = tempDataDir();
      fs.writeFileSync(path.join(dataDir, file), content);
      const { code, logs: lines } = await runBuiltSiteToExit({ dataDir });
      expect(code).not.toBe(0);
      expect(lines.some((l) => l.msg === "server listening")).toBe(false);
      const fatal = lines.find((l) => l.level === 60);
      expect(JSON.stringify(fatal)).toContain(`Invalid key file ${path.join(dataDir, file)}`);
      expect(JSON.stringify(fatal)).toContain(`at least ${KEY_FILE_MIN_BYTES} are needed`);
      // The short key was not replaced behind the owner's back.
      expect(fs.readFileSync(path.join(dataDir, file), "utf8")).toBe(content);
    });
  }

  it("gives every process starting at once on an empty DATA_DIR the same whole key", async () => {
    // Without the link-into-place, about one round in four ends with two keys or an error
    // (measured with four threads on two cores): twenty rounds leave it no chance to pass.
    const THREADS = 4;
    for (let round = 0; round < 20; round++) {
      const dataDir = tempDataDir();
      const barrier = new SharedArrayBuffer(8);
      const flag = new Int32Array(barrier);
      const workers = Array.from(
        { length: THREADS },
        () => new Worker(path.resolve("tests/support/children/key-race-worker.ts"), { workerData: { dataDir, barrier } }),
      );
      const answers = workers.map((w) => new Promise<{ key?: string; error?: string }>((resolve) => w.once("message", resolve)));
      // Every thread has loaded the module and waits at the barrier; then all go at once.
      while (Atomics.load(flag, 1) < THREADS) await new Promise((r) => setTimeout(r, 10));
      Atomics.store(flag, 0, 1);
      const results = await Promise.all(answers);
      await Promise.all(workers.map((w) => w.terminate()));
      expect(results.filter((r) => r.error)).toEqual([]);
      const stored = fs.readFileSync(path.join(dataDir, "session.key"), "utf8").trim();
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(results.map((r) => r.key))).toEqual(new Set([stored]));
      // No temporary file is left behind.
      expect(fs.readdirSync(dataDir)).toEqual(["session.key"]);
    }
  });
});
