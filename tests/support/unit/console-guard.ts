import { afterEach, beforeEach, vi } from "vitest";

// The unit project's set-up file (vitest.config.ts): a test fails when something logs with
// console.error and the test did not say it expects that (docs/testing.md §2). An error React
// or a module reports there is a bug the assertions may not see. The calls are recorded by a
// wrapper around console.error, not read from the spy, so a test that restores every spy
// (vi.restoreAllMocks) still has its calls counted.

let calls: unknown[][] = [];
let expected = false;

beforeEach(() => {
  calls = [];
  expected = false;
  const original = console.error.bind(console);
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
    if (!expected) original(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore?.();
  const unexpected = expected ? [] : calls;
  calls = [];
  if (unexpected.length > 0) {
    const first = unexpected[0]!.map((arg) => (arg instanceof Error ? arg.stack ?? arg.message : String(arg))).join(" ");
    throw new Error(
      `console.error was called ${unexpected.length} time(s) in this test; call expectConsoleError() in a test that expects it. First call: ${first}`,
    );
  }
});

/** Says that the current test logs with console.error on purpose; those calls are kept out of the output. */
export function expectConsoleError(): void {
  expected = true;
}
