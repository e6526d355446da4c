import { describe, expect, it } from "vitest";
import { describeError, isPermanentFailure, MAX_ATTEMPTS, retryDelayMs } from "./outbox-worker.server.ts";

describe("outbox retries", () => {
  it("waits twice as long after each failure, at most an hour", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
    // About a day of trying before a mail is marked failed.
    const total = Array.from({ length: MAX_ATTEMPTS }, (_, i) => retryDelayMs(i + 1, 30_000)).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20 * 3_600_000);
  });

  it("gives up at once only when the server refuses this message for good", () => {
    expect(isPermanentFailure({ responseCode: 550, command: "RCPT TO" })).toBe(true);
    expect(isPermanentFailure({ responseCode: 552, command: "DATA" })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451, command: "RCPT TO" })).toBe(false);
    expect(isPermanentFailure({ responseCode: 535, command: "AUTH PLAIN" })).toBe(false);
    expect(isPermanentFailure({ code: "ECONNREFUSED" })).toBe(false);
    expect(isPermanentFailure(undefined)).toBe(false);
  });
});

describe("outbox errors", () => {
  it("keep the server's answer without the e-mail addresses in it", () => {
    const refusal = { response: "550 5.1.1 <maria.jose+tag@example.org>: Recipient address rejected: User unknown (to owners@x.example)" };
    expect(describeError(refusal)).toBe("550 5.1.1 <[address]>: Recipient address rejected: User unknown (to [address])");
  });
});
