import { describe, expect, it } from "vitest";
import { createSerialQueue } from "./serial-queue";

describe("serial queue", () => {
  it("runs one piece of work at a time, in order, and goes on after a failure", async () => {
    const queue = createSerialQueue();
    const events: string[] = [];
    const job = (name: string, fail = false) => async () => {
      events.push(`start ${name}`);
      await new Promise((r) => setImmediate(r));
      events.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([queue.run(job("a")), queue.run(job("b", true)), queue.run(job("c"))]);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(queue.size).toBe(0);
  });
});
