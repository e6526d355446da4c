// The first tap on a page, as a visitor on a slow phone makes it (issue 19; docs/testing.md §6):
// Debian's Chromium under the same network and CPU throttling as a Lighthouse profile, the page
// loaded until its `load` event, then one tap on the navigation's menu button. Gives how long
// the visitor waited for the tap to do its work (the menu open: until then the page may still
// be fetching and hydrating its scripts, docs/decisions/0008-hydration-after-load.md) and what
// the browser's Event Timing API measured for the interaction (the figure Interaction to Next
// Paint is made of). Figures, not assertions.
import { chromium, type Browser } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium.ts";

export type Throttling = { readonly rttMs: number; readonly throughputKbps: number; readonly cpuSlowdownMultiplier: number };

export type FirstTap = {
  /** The longest Event Timing duration of the page's interactions (input delay + handlers + next paint), ms. */
  readonly interactionMs: number | undefined;
  /**
   * From the tap to the menu open, ms, timed in the page (the touch event's timestamp to the
   * button's `aria-expanded="true"`), so the driving browser's own round trips are not counted;
   * undefined when it did not open within ANSWER_WAIT_MS.
   */
  readonly answeredMs: number | undefined;
};

/** How long the tap may take to open the menu before it counts as not answered. */
export const ANSWER_WAIT_MS = 20_000;

export async function openBrowser(spki: string | undefined): Promise<Browser> {
  const trust = spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [];
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...trust] });
}

/** One fresh context (no cache, no service worker), throttled, one tap on the menu button. */
export async function measureFirstTap(browser: Browser, url: string, throttling: Throttling): Promise<FirstTap> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
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
    await page.addInitScript(() => {
      const w = window as unknown as { __taps: number[]; __tappedAt?: number; __openedAt?: number };
      w.__taps = [];
      addEventListener("touchstart", (event) => (w.__tappedAt ??= event.timeStamp), { capture: true, passive: true });
      new MutationObserver(() => {
        if (document.querySelector('.navbar__toggle[aria-expanded="true"]')) w.__openedAt ??= performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-expanded"] });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (entry.interactionId) w.__taps.push(entry.duration);
        }
      }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    const toggle = page.locator(".navbar__toggle");
    await toggle.tap();
    const opened = await page
      .locator('.navbar__toggle[aria-expanded="true"]')
      .waitFor({ timeout: ANSWER_WAIT_MS })
      .then(() => true)
      .catch(() => false);
    // Event Timing reports an interaction after its next paint; give it one frame more.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __taps: number[]; __tappedAt?: number; __openedAt?: number };
      return { taps: w.__taps, tappedAt: w.__tappedAt, openedAt: w.__openedAt };
    });
    const answeredMs = opened && seen.tappedAt !== undefined && seen.openedAt !== undefined ? seen.openedAt - seen.tappedAt : undefined;
    return { interactionMs: seen.taps.length ? Math.max(...seen.taps) : undefined, answeredMs };
  } finally {
    await context.close();
  }
}
