import { describe, expect, it } from "vitest";
import { KeptPagesOrder } from "./kept-pages-order.ts";

const menu = "https://example.test/menu";

describe("the kept pages' order", () => {
  it("refuses an answer asked before the one already written, whatever order they arrive in", () => {
    const order = new KeptPagesOrder();
    const inEuros = order.ask(); // the fetch for offline reading, after the first visit
    const inDollars = order.ask(); // the visitor's switch to dollars
    expect(order.mayWrite(menu, inDollars)).toBe(true);
    expect(order.mayWrite(menu, inEuros)).toBe(false);
  });

  it("writes answers that arrive in the order they were asked", () => {
    const order = new KeptPagesOrder();
    const first = order.ask();
    const second = order.ask();
    expect(order.mayWrite(menu, first)).toBe(true);
    expect(order.mayWrite(menu, second)).toBe(true);
  });

  it("keeps out an earlier answer for a page a later answer dropped", () => {
    const order = new KeptPagesOrder();
    const early = order.ask();
    const replacing = order.ask();
    order.dropped(`${menu}.data`, replacing);
    expect(order.mayWrite(`${menu}.data`, early)).toBe(false);
    expect(order.mayWrite(`${menu}.data`, order.ask())).toBe(true);
  });

  it("lets each page's answers be ordered on their own", () => {
    const order = new KeptPagesOrder();
    const early = order.ask();
    expect(order.mayWrite("https://example.test/about", order.ask())).toBe(true);
    expect(order.mayWrite(menu, early)).toBe(true);
  });
});
