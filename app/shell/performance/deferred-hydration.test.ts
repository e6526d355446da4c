import { describe, expect, it } from "vitest";
import { deferHydration, HYDRATION_INTERACTIONS, PAINT_RECORD_WAIT_MS, ROUTE_MODULES_MARKER } from "./deferred-hydration.ts";

// The shape of what React Router's <Scripts> writes (React hoists the preloads into <head>).
const moduleCode = `import * as route0 from "/assets/root-A.js";\n${ROUTE_MODULES_MARKER} = {"root":route0};\nimport("/assets/entry.client-B.js");`;
const document = [
  `<!DOCTYPE html><html lang="en"><head>`,
  `<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N1=="/>`,
  `<link rel="modulepreload" href="/assets/site-C.js" nonce="N1=="/>`,
  `<link nonce="N1==" rel="stylesheet" href="/assets/site-D.css"/>`,
  `</head><body><main>Hola</main>`,
  `<script type="application/ld+json" nonce="N1==">{"@type":"Restaurant"}</script>`,
  `<script nonce="N1==">window.__reactRouterContext = {};</script>`,
  `<script nonce="N1==" type="module" async="">${moduleCode}</script>`,
  `</body></html>`,
].join("");

describe("hydration after the page has loaded", () => {
  const { html, deferred } = deferHydration(document);

  it("takes the module preloads out of <head> and leaves the rest of the page as it was", () => {
    expect(deferred).toBe(true);
    expect(html).not.toContain(`<link rel="modulepreload"`);
    expect(html).toContain(`<link nonce="N1==" rel="stylesheet" href="/assets/site-D.css"/>`);
    expect(html).toContain(`<script type="application/ld+json" nonce="N1==">{"@type":"Restaurant"}</script>`);
    expect(html).toContain(`<script nonce="N1==">window.__reactRouterContext = {};</script>`);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  it("sends a carousel's early answer only with a page that has a carousel", () => {
    const withCarousel = deferHydration(document.replace("<main>Hola</main>", `<main><section class="carousel photos__carousel" aria-label="Fotos"></section></main>`)).html;
    expect(withCarousel).toContain(`".carousel__container"`);
    expect(withCarousel).toMatch(/,function\(control\)\{return\(function showSlideEarly\(/);
    expect(html).not.toContain("carousel__");
    expect(html).toContain(`,null)})(document,window)</script>`);
  });

  type Photo = { decode: () => Promise<void> };
  type PaintObserver = { callback: (list: { getEntries: () => { element: unknown }[] }) => void; options?: unknown; connected: boolean };

  /**
   * Runs the loader against a stand-in document and window that record what it does;
   * with `paintRecords`, the window has a PerformanceObserver that keeps paint entries.
   */
  function runLoader(readyState: string, firstPhoto: Photo | null = null, paintRecords = false) {
    const loader = /<script nonce="N1==">(\(function\(d,w\)[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    const appended: Record<string, string>[] = [];
    const listeners = new Map<string, () => void>();
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const delayed: { fn: () => void; ms: number }[] = [];
    const observers: PaintObserver[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["largest-contentful-paint", "paint"];
      private readonly record: PaintObserver;
      constructor(callback: PaintObserver["callback"]) {
        this.record = { callback, connected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
        this.record.connected = true;
      }
      disconnect() {
        this.record.connected = false;
      }
    }
    const doc = {
      readyState,
      currentScript: { nonce: "N1==" },
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? firstPhoto : null),
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: { appendChild: (el: Record<string, string>) => appended.push(el) },
      body: { appendChild: (el: Record<string, string>) => appended.push(el) },
    };
    const win = {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms = 0) => (ms > 0 ? delayed.push({ fn, ms }) : timers.push(fn)),
      ...(paintRecords ? { PerformanceObserver: FakeObserver } : {}),
    };
    new Function("document", "window", loader!)(doc, win);
    /** Promises settle, then the next frame: its callbacks, the paint, the timeouts they set. */
    const paint = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (const fn of frames.splice(0)) fn();
      for (const fn of timers.splice(0)) fn();
    };
    /** The browser records the paint of an element as the largest so far. */
    const recordPaint = (element: unknown) => {
      for (const o of observers.filter((x) => x.connected)) o.callback({ getEntries: () => [{ element }] });
    };
    return { appended, listeners, paint, delayed, observers, recordPaint };
  }

  const expectModulesAdded = (appended: Record<string, string>[]) => {
    expect(appended.map((el) => [el.tag, el.rel ?? el.type, el.href ?? "", el.nonce])).toEqual([
      ["link", "modulepreload", "/assets/entry.client-B.js", "N1=="],
      ["link", "modulepreload", "/assets/site-C.js", "N1=="],
      ["script", "module", "", "N1=="],
    ]);
    expect(appended[2]!.textContent).toBe(moduleCode);
  };

  it("adds the same module script, with the same nonce and the preloads, once the loaded page has been painted", async () => {
    const { appended, listeners, paint } = runLoader("interactive");
    expect([...listeners.keys()]).toEqual([...HYDRATION_INTERACTIONS, "load"]);
    await paint();
    expect(appended).toEqual([]);
    listeners.get("load")!();
    // Loaded, not painted yet: the photo that just arrived is painted first.
    expect(appended).toEqual([]);
    await paint();
    expect(listeners.size).toBe(0);
    expectModulesAdded(appended);
  });

  it("waits for the first photo to be decoded, then for its paint", async () => {
    let decoded!: () => void;
    const photo = { decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
    const { appended, listeners, paint } = runLoader("interactive", photo);
    listeners.get("load")!();
    await paint();
    expect(appended).toEqual([]);
    decoded();
    await paint();
    expectModulesAdded(appended);
  });

  it("where the browser records paints, waits for the record of the photo's paint", async () => {
    const photo: Photo = { decode: () => Promise.resolve() };
    const { appended, listeners, paint, observers, recordPaint } = runLoader("interactive", photo, true);
    listeners.get("load")!();
    await paint();
    expect(appended).toEqual([]);
    expect(observers.map((o) => o.options)).toEqual([{ type: "largest-contentful-paint", buffered: true }]);
    recordPaint({ tagName: "H1" });
    expect(appended).toEqual([]);
    recordPaint(photo);
    expectModulesAdded(appended);
    expect(observers[0]!.connected).toBe(false);
  });

  it(`waits at most ${PAINT_RECORD_WAIT_MS} ms for that record (the photo may not be the largest element)`, async () => {
    const photo: Photo = { decode: () => Promise.resolve() };
    const { appended, listeners, paint, delayed, observers } = runLoader("interactive", photo, true);
    listeners.get("load")!();
    await paint();
    expect(appended).toEqual([]);
    expect(delayed.map((t) => t.ms)).toEqual([PAINT_RECORD_WAIT_MS]);
    delayed[0]!.fn();
    expectModulesAdded(appended);
    expect(observers[0]!.connected).toBe(false);
  });

  it("does not wait for a photo that cannot be decoded", async () => {
    const { appended, listeners, paint } = runLoader("interactive", { decode: () => Promise.reject(new Error("broken")) });
    listeners.get("load")!();
    await paint();
    expectModulesAdded(appended);
  });

  it("adds it at once when the visitor acts first, and only once", async () => {
    const { appended, listeners, paint } = runLoader("interactive");
    listeners.get("touchstart")!();
    expect(listeners.size).toBe(0);
    expectModulesAdded(appended);
    await paint();
    expect(appended).toHaveLength(3);
  });

  it("waits only for the next paint when the page had already loaded", async () => {
    const { appended, paint } = runLoader("complete");
    expect(appended).toEqual([]);
    await paint();
    expectModulesAdded(appended);
  });

  it("writes the code it carries without a single '<', so nothing in it can end its script element", () => {
    const withLessThan = document.replace(moduleCode, `${moduleCode}\nif (1 < 2) console.log("<!--");`);
    const loader = /<script nonce="N1==">(\(function\(d,w\)[\s\S]*?)<\/script>/.exec(deferHydration(withLessThan).html)?.[1];
    expect(loader).not.toContain("<");
    expect(loader).toContain("\\u003c!--");
  });

  it("leaves a page without React Router's module script untouched", () => {
    const page = `<html><head><link rel="modulepreload" href="/x.js"/></head><body><script type="module">import "/y.js"</script></body></html>`;
    expect(deferHydration(page)).toEqual({ html: page, deferred: false });
  });
});
