import fs from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

// Every browser test fails on a page error, a console error or a Content-Security-Policy
// violation (docs/testing.md).
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A script the policy refuses may be caught by the code that tried it and leave no
      // error of its own (zod's probe of `Function("")` did): every violation is one, from
      // the first byte of every page to the test's last step.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
        ),
      );
      page.on("pageerror", (e) => errors.push(`pageerror: ${e.stack ?? e.message}`));
      page.on("console", (m) => {
        // A page that answers 404 on purpose logs its own status; any other failure counts.
        const ownDocument = m.location().url === page.url();
        if (m.type() === "error" && !(ownDocument && m.text().startsWith("Failed to load resource"))) {
          errors.push(`console: ${m.text()} (${m.location().url})`);
        }
      });
      await use(errors);
      expect(errors, "page and console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Holds back every request matching `url` until the returned function is called (scripts that
 * arrive late on a slow phone, a form post still on its way). Call it before the page asks.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A page as a slow phone first has it: loaded, its scripts held back until `hydrate()`, which
 * lets them arrive and waits until React has hydrated the page and painted twice.
 */
export async function visitBeforeScripts(page: Page, path: string): Promise<{ hydrate: () => Promise<void> }> {
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto(path, { waitUntil: "load" });
  const hydrate = async () => {
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  };
  return { hydrate };
}

/**
 * Lays out every part of the page that waits to be laid out until it comes near the screen
 * (`content-visibility: auto`, the text menu's cards on a phone, text-menu.css), by passing
 * through the page once as a reader scrolling it would, then goes back where the page was.
 * Until then such a part has its placeholder's height, not its own, and what it holds lies
 * where the browser has not placed it: axe read a drinks item's marks over the footer's wine
 * colour (contrast 1.81) that no reader ever sees. Once laid out, a part keeps its real height
 * (`contain-intrinsic-size: auto`).
 */
async function layOutDeferredParts(page: Page) {
  await page.evaluate(async () => {
    const deferred = [...document.querySelectorAll("body *")].some((e) => getComputedStyle(e).contentVisibility === "auto");
    if (!deferred) return;
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const start = window.scrollY;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frames();
    }
    window.scrollTo({ top: start, behavior: "instant" });
    await frames();
  });
}

/** Runs axe on the current page and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  await layOutDeferredParts(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

// The second engine: HTML_CodeSniffer, the one pa11y runs, with pa11y's defaults (WCAG 2 AA,
// errors only). Injected like axe, through the DevTools protocol, which the page's CSP does not
// govern; no second browser (docs/testing.md §4).
const htmlcsSource = fs.readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8");
const HTMLCS_ERROR = 1;

/** Runs HTML_CodeSniffer (WCAG2AA) on the current page and expects no error. */
export async function expectNoHtmlcsErrors(page: Page) {
  if (!(await page.evaluate(() => "HTMLCS" in window))) await page.evaluate(htmlcsSource);
  const errors = await page.evaluate(
    (errorType) =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const htmlcs = (window as unknown as { HTMLCS: { process: (s: string, d: Document, ok: () => void, fail: () => void, l: string) => void; getMessages: () => Message[] } }).HTMLCS;
        const where = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${typeof e.className === "string" && e.className ? `.${e.className.trim().split(/\s+/).join(".")}` : ""}`;
        // HTMLCS 2.5.1 throws, instead of reporting, on some autocomplete values it refuses
        // (`username` on type="email"): a failure all the same, with its reason.
        try {
          htmlcs.process(
            "WCAG2AA",
            document,
            () =>
              resolve(
                htmlcs
                  .getMessages()
                  // With scripting on, Chromium renders nothing of a <noscript> but computes it as
                  // display: inline, so HTMLCS measures the contrast of its unparsed text.
                  .filter((m) => m.type === errorType && m.element.localName !== "noscript")
                  .map((m) => `${m.code} at ${where(m.element)}: ${m.msg}`),
              ),
            () => reject(new Error("HTML_CodeSniffer failed")),
            "en",
          );
        } catch (e) {
          reject(new Error(`HTML_CodeSniffer stopped on this page: ${String(e)}`));
        }
      }),
    HTMLCS_ERROR,
  );
  expect(errors, "HTML_CodeSniffer WCAG2AA errors").toEqual([]);
}

/** Both accessibility engines, axe and HTML_CodeSniffer, on the current page. */
export async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page);
  await expectNoHtmlcsErrors(page);
}
