// The first tap on a page, as a visitor on a slow phone makes it (decision 0023; docs/testing.md §6):
// Debian's Chromium under the same network and CPU throttling as a Lighthouse profile, the page
// loaded until its `load` event, then one tap on one of the controls a visitor uses (the menu
// button, the language switch, a carousel's arrow, the form's send button). Gives how long the
// visitor waited for the tap to do its work (until then the page may still be fetching and
// hydrating its scripts, docs/decisions/0008-hydration-after-load.md) and what the browser's Event
// Timing API measured for the interaction (the figure Interaction to Next Paint is made of).
// Figures, not assertions.
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "#tests/support/e2e/chromium.ts";

export type Throttling = { readonly rttMs: number; readonly throughputKbps: number; readonly cpuSlowdownMultiplier: number };

/** A control, and what shows that a tap on it has done its work. */
export type TapControl = {
  /** As the bench's table names it. */
  readonly name: string;
  /** Selector of the control (the first one in the page). */
  readonly tap: string;
  /** Selector that matches once the tap has done its work, in this page or in the one the tap opens. */
  readonly answer: string;
  /** A control tapped before, not measured, with its own answer (the language switch is in the menu a phone opens first). */
  readonly after?: TapControl;
  /** The answer may be another page (a link; a form posted before its code arrived): then only the interaction has the tap's target. */
  readonly mayOpenAnotherPage?: boolean;
};

export const menuButton: TapControl = { name: "menu button", tap: ".navbar__toggle", answer: '.navbar__toggle[aria-expanded="true"]' };

/**
 * The controls a visitor taps, and the pages that have them (decision 0023: the menu button, the
 * language switch, the carousels' controls and the form must answer the first tap).
 * Carousels are measured with reduced motion, so they move only when tapped (carousel.tsx).
 */
export const tapControls = {
  menu: (): TapControl => menuButton,
  // One other language published: its link, answered by the other language's page. More: the
  // switch is a list (app/shell/navigation/language-switch.tsx), answered by its opening.
  language: (other: string): TapControl => ({
    name: "language switch",
    tap: ".navbar__lang--one .lang-switch, .navbar__lang--list .nav-dropdown__toggle",
    answer: `html[lang="${other}"] h1, .navbar__lang--list .nav-dropdown__toggle[aria-expanded="true"]`,
    after: menuButton,
    mayOpenAnotherPage: true,
  }),
  carousel: (): TapControl => ({
    name: "carousel's next arrow",
    tap: ".carousel__arrow--next",
    answer: '.carousel__slide[aria-current="true"]:not(:first-child)',
  }),
  // The form is sent empty: its answer is the fields marked wrong, by the form's code in the
  // page or, posted before that code arrived (docs/decisions/0007-deferred-contact-form.md), by
  // the server's answer.
  form: (): TapControl => ({
    name: "form's send button",
    tap: 'form.contact-form button[type="submit"]',
    answer: 'form.contact-form [aria-invalid="true"]',
    mayOpenAnotherPage: true,
  }),
} as const;

export type FirstTap = {
  /** The longest Event Timing duration of the measured tap's interactions (input delay + handlers + next paint), ms; undefined when none was reported (under 16 ms, or the page was left first). */
  readonly interactionMs: number | undefined;
  /**
   * From the tap to its answer, ms, timed in the page (the touch event's timestamp to the first
   * moment the answer's selector matches; across a navigation, by the two pages' clocks since
   * the epoch), so the driving browser's own round trips are not counted; undefined when it did
   * not come within ANSWER_WAIT_MS.
   */
  readonly answeredMs: number | undefined;
};

/** How long a tap may take to be answered before it counts as not answered. */
export const ANSWER_WAIT_MS = 20_000;

export async function openBrowser(spki: string | undefined): Promise<Browser> {
  const trust = spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [];
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...trust] });
}

/**
 * A page in a fresh context (no cache, no service worker) at 375 × 740 with touch, under the
 * profile's network and CPU throttling, applied by Chromium in real time (not simulated as
 * Lighthouse does). `options` adds to the context's (reduced motion, headers). Close with `close`.
 */
export async function throttledPage(
  browser: Browser,
  throttling: Throttling,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: "block", ...options });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: throttling.rttMs,
      downloadThroughput: (throttling.throughputKbps * 1024) / 8,
      uploadThroughput: (throttling.throughputKbps * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdownMultiplier });
    return { page, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** What the page records, in sessionStorage so that it outlives a navigation the tap starts. */
type TapRecord = { armed?: boolean; tappedAt?: number; answeredAt?: number; longest?: number };
const recordKey = "__firstTap";

/** Runs in every page of the tab before its own scripts (its source is sent as it is: nothing from outside it). */
function recordTheTap({ answer, key }: { answer: string; key: string }) {
  if (window !== window.top) return;
  const read = (): TapRecord => JSON.parse(sessionStorage.getItem(key) ?? "{}") as TapRecord;
  const write = (record: TapRecord) => sessionStorage.setItem(key, JSON.stringify(record));
  const epoch = (ms: number) => performance.timeOrigin + ms;
  addEventListener(
    "touchstart",
    (event) => {
      const record = read();
      if (record.armed && record.tappedAt === undefined) write({ ...record, tappedAt: epoch(event.timeStamp) });
    },
    { capture: true, passive: true },
  );
  // Checked at each change of the page once tapped; in a page the tap opened, from its start.
  const observer = new MutationObserver(() => {
    const record = read();
    if (record.tappedAt === undefined) return;
    if (record.answeredAt === undefined) {
      if (!document.querySelector(answer)) return;
      write({ ...record, answeredAt: epoch(performance.now()) });
    }
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  new PerformanceObserver((list) => {
    const record = read();
    if (record.tappedAt === undefined) return;
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId && epoch(entry.startTime) >= record.tappedAt - 1) record.longest = Math.max(record.longest ?? 0, entry.duration);
    }
    write(record);
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

async function readRecord(page: Page): Promise<TapRecord> {
  // A navigation the tap started may be under way: its page answers the next time.
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "{}") as TapRecord, recordKey).catch(() => ({}));
}

async function answered(page: Page, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await readRecord(page)).answeredAt !== undefined) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** One fresh context (no cache, no service worker), throttled, one measured tap on the control. */
export async function measureFirstTap(browser: Browser, url: string, throttling: Throttling, control: TapControl): Promise<FirstTap> {
  const { page, close } = await throttledPage(browser, throttling, { reducedMotion: "reduce" });
  try {
    await page.addInitScript(recordTheTap, { answer: control.answer, key: recordKey });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (control.after) {
      await page.locator(control.after.tap).first().tap();
      await page.locator(control.after.answer).first().waitFor({ timeout: ANSWER_WAIT_MS });
    }
    await page.evaluate((key) => sessionStorage.setItem(key, JSON.stringify({ armed: true })), recordKey);
    await page.locator(control.tap).first().tap();
    const done = await answered(page, ANSWER_WAIT_MS);
    // Event Timing reports an interaction after its next paint; give it one frame more.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))).catch(() => undefined);
    const record = await readRecord(page);
    const answeredMs = done && record.tappedAt !== undefined && record.answeredAt !== undefined ? record.answeredAt - record.tappedAt : undefined;
    return { interactionMs: record.longest, answeredMs };
  } finally {
    await close();
  }
}
