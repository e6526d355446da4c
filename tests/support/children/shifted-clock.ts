// Loaded into the built server with `node --import` by tests/integration/menu-today.test.ts: the
// server's clock runs ahead of the real one by the number of milliseconds written in the file
// that TEST_CLOCK_FILE names (0 when it is missing), read at every look at the clock, so the
// test moves the server's "now" past Havana's midnight or the next opening without waiting.
import fs from "node:fs";

const file = process.env.TEST_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const offset = () => {
    try {
      return Number(fs.readFileSync(file, "utf8")) || 0;
    } catch {
      return 0;
    }
  };
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset());
      else super(...(args as [number]));
    }
    static override now(): number {
      return RealDate.now() + offset();
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/** Sets the server's clock (through `file`) so that it reads `at` now. */
export function setServerClock(file: string, at: Date): void {
  fs.writeFileSync(file, String(at.getTime() - Date.now()));
}
