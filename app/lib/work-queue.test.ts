import { describe, expect, it } from "vitest";
import { KeyedSerialQueue, QueueFullError, WorkQueue } from "./work-queue.ts";

/** A task that runs until `finish()` is called, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: async () => (log.push(`start ${name}`), await done, name), finish: () => finish() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("WorkQueue", () => {
  it("runs at most `concurrency` at once, the rest in order, and refuses beyond the line", async () => {
    const log: string[] = [];
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 1 });
    const [a, b, c] = [gate(log, "a"), gate(log, "b"), gate(log, "c")];
    const runs = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    expect(queue.full).toBe(true);
    await expect(queue.run(async () => "d")).rejects.toBeInstanceOf(QueueFullError);
    await tick();
    expect(log).toEqual(["start a", "start b"]);
    expect([queue.running, queue.waiting]).toEqual([2, 1]);
    a.finish();
    await tick();
    expect(log).toEqual(["start a", "start b", "start c"]);
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(["a", "b", "c"]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("frees the place of a task that failed", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => 1)).toBe(1);
  });
});

describe("KeyedSerialQueue", () => {
  it("runs one task at a time per key, keys side by side", async () => {
    const log: string[] = [];
    const queue = new KeyedSerialQueue();
    const [a1, a2, b1] = [gate(log, "a1"), gate(log, "a2"), gate(log, "b1")];
    const runs = [queue.run("a", a1.task), queue.run("a", a2.task), queue.run("b", b1.task)];
    await tick();
    expect(log).toEqual(["start a1", "start b1"]);
    a1.finish();
    await tick();
    expect(log).toEqual(["start a1", "start b1", "start a2"]);
    a2.finish();
    b1.finish();
    expect(await Promise.all(runs)).toEqual(["a1", "a2", "b1"]);
  });
});
