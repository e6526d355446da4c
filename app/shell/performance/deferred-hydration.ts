// docs/product.md §15.3 (docs/decisions/0008-hydration-after-load.md): a page's JavaScript is asked
// for only after the page has loaded (its first screen, the hero photo included), or
// as soon as the visitor touches, types or scrolls. On a slow connection the photo and
// the text get the bandwidth first; React then hydrates the server's HTML as before.
//
// React Router's <Scripts> writes modulepreload links (hoisted into <head> by React)
// and one inline module script that imports the route modules and the client entry.
// This rewrites that document: the preloads go, and the module script is added to the
// page by a small classic script once the page has loaded. React does not compare a
// script's attributes or contents when it hydrates, and adds the preload links itself
// afterwards (by then the modules are in memory: nothing is fetched twice).

import { scriptJson } from "#app/lib/script-json.ts";
import { carouselMarkup, carouselParts, EARLY_SLIDE_ATTRIBUTE } from "#app/ui/carousel/early-slide.lazy.ts";
import { HYDRATED_ATTRIBUTE } from "./hydration-marker.ts";

/** Text only React Router's inline module script contains (it registers the route modules). */
export const ROUTE_MODULES_MARKER = "window.__reactRouterRouteModules";

/**
 * What makes the page fetch its JavaScript at once: the visitor did something. Otherwise
 * it waits for the page's `load` event, for its first photo (fetchpriority="high") to be
 * decoded and for the next frame, then, where the browser records it, for the photo's
 * largest-contentful-paint entry (at most PAINT_RECORD_WAIT_MS): the scripts start once
 * the first screen, its photo included, is on the screen, not in the instant between the
 * photo arriving and being painted (Lighthouse then counted the scripts' download into
 * the LCP).
 */
export const HYDRATION_INTERACTIONS = ["pointerdown", "keydown", "touchstart", "scroll", "focusin"] as const;

/**
 * How long, after the frame, to wait for the browser's record of the photo's paint. A frame
 * is usually enough; on a busy phone the paint is presented later. The photo may also not
 * be the largest element (then no entry names it): the scripts start anyway.
 */
export const PAINT_RECORD_WAIT_MS = 500;

/** The controls whose early taps are held: buttons that do nothing without JavaScript. */
export const EARLY_TAP_CONTROLS = 'button[type="button"]';

/**
 * The navigation's toggle (app/shell/navigation/main-nav.tsx), which answers an early tap at once
 * instead: it only flips `data-expanded` on the bar and its own `aria-expanded`, which this
 * script can do as well as React.
 */
export const EARLY_TOGGLE = ".navbar__toggle";

const moduleScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const modulePreloadPattern = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

type LoaderSettings = {
  /** React Router's module script, added to the page when the time comes. */
  moduleCode: string;
  /** The modules it imports, asked for at once (the preloads React Router would have written). */
  preloads: readonly string[];
  interactions: readonly string[];
  paintRecordWaitMs: number;
  hydratedAttribute: string;
  earlyTapControls: string;
  earlyToggle: string;
};

/** A carousel's parts, the attribute that tells its engine the slide shown, and the one that says React has hydrated. */
type EarlySlideSettings = typeof carouselParts & { attribute: string; hydrated: string };

/**
 * Sent with the loader on a page with a carousel only (see hydrationLoader): a carousel's arrows
 * and dots answer an early tap as the toggle does. This shows the slide (its photo comes with
 * the scripts) and notes its index on the carousel, where the carousel's engine starts from
 * (app/ui/carousel/early-slide.lazy.ts). False for any other control, which is held.
 */
function showSlideEarly(control: Element, parts: EarlySlideSettings): boolean {
  const carousel = control.closest(parts.root);
  const container = carousel && carousel.querySelector<HTMLElement>(parts.container);
  const dot = control.matches(parts.dot);
  if (!carousel || !container || !(dot || control.matches(parts.next) || control.matches(parts.previous))) return false;
  const slides = carousel.querySelectorAll(parts.slide);
  const dots = carousel.querySelectorAll(parts.dot);
  let shown = 0;
  slides.forEach((slide, i) => {
    if (slide.getAttribute("aria-current") === "true") shown = i;
  });
  let to = (shown + (control.matches(parts.next) ? 1 : slides.length - 1)) % slides.length;
  if (dot) to = Array.prototype.indexOf.call(dots, control);
  const mark = (element: Element, i: number) => (i === to ? element.setAttribute("aria-current", "true") : element.removeAttribute("aria-current"));
  slides.forEach(mark);
  dots.forEach(mark);
  container.style.transform = "translate3d(" + -100 * to + "%,0,0)";
  if (!carousel.hasAttribute(parts.attribute)) {
    // Once React has hydrated: a carousel is still while focus is in it, and React must see the focus this tap gave.
    const root = document.documentElement;
    new MutationObserver((_, observer) => {
      if (!root.hasAttribute(parts.hydrated)) return;
      observer.disconnect();
      const focused = document.activeElement as HTMLElement | null;
      if (focused && carousel.contains(focused)) {
        focused.blur();
        focused.focus();
      }
    }).observe(root, { attributes: true, attributeFilter: [parts.hydrated] });
  }
  carousel.setAttribute(parts.attribute, String(to));
  return true;
}

/**
 * Runs in the browser as the page's inline classic script, once the page has loaded (or the
 * visitor acts): asks for every module at once and adds the module script. It is sent as its
 * own source text (see hydrationLoader), so it uses nothing from outside itself: only its
 * arguments and the browser's globals.
 */
function loadScriptsAfterFirstScreen(
  d: Document,
  w: Window & typeof globalThis,
  settings: LoaderSettings,
  /** showSlideEarly with the carousel's parts, on a page with a carousel; null on the others. */
  slideEarly: ((control: Element) => boolean) | null,
): void {
  // A tap on a JavaScript-only control (the menu button, a carousel's arrow) before React has
  // hydrated the page reaches no handler: on a slow phone the scripts take seconds to arrive,
  // and the tap was lost (decision 0023). It is held instead: kept from React (which replays only
  // the events it saw arrive while hydrating, so no tap is done twice), then the control is
  // clicked again once the page is hydrated. The last such tap counts.
  // The navigation's toggle answers at once instead (the menu button is the first thing a
  // visitor taps): this script opens or closes the bar as React would; once React has
  // hydrated, a bar left open is closed again and its toggle clicked, so React's state says open.
  const holdEarlyTaps = () => {
    const root = d.documentElement;
    if (!w.MutationObserver || !root || root.hasAttribute(settings.hydratedAttribute)) return;
    let held: HTMLElement | null = null;
    const setOpen = (toggle: Element, open: boolean) => {
      const bar = toggle.closest("[data-expanded]");
      if (bar) bar.setAttribute("data-expanded", String(open));
      toggle.setAttribute("aria-expanded", String(open));
    };
    const hold = (event: Event) => {
      const target = event.target as Element | null;
      const control = target && target.closest ? target.closest<HTMLElement>(settings.earlyTapControls) : null;
      if (!control || root.hasAttribute(settings.hydratedAttribute)) return;
      event.stopPropagation();
      if (control.matches(settings.earlyToggle)) setOpen(control, control.getAttribute("aria-expanded") !== "true");
      else if (!(slideEarly && slideEarly(control))) held = control;
    };
    w.addEventListener("click", hold, true);
    new w.MutationObserver((_, observer) => {
      if (!root.hasAttribute(settings.hydratedAttribute)) return;
      observer.disconnect();
      w.removeEventListener("click", hold, true);
      const toggle = d.querySelector<HTMLElement>(settings.earlyToggle);
      if (toggle && toggle.getAttribute("aria-expanded") === "true") {
        setOpen(toggle, false);
        toggle.click();
      }
      const control = held;
      held = null;
      if (control && control.isConnected) control.click();
    }).observe(root, { attributes: true, attributeFilter: [settings.hydratedAttribute] });
  };
  holdEarlyTaps();
  const nonce = (d.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  const listening = { capture: true, passive: true };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of settings.interactions) w.removeEventListener(type, start, listening);
    w.removeEventListener("load", afterLoad);
    for (const href of settings.preloads) {
      const link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.nonce = nonce;
      d.head.appendChild(link);
    }
    const script = d.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = settings.moduleCode;
    d.body.appendChild(script);
  };
  // Then the browser's own record that the photo was painted, where it keeps one.
  const afterPaint = (photo: HTMLImageElement | null) => {
    const Observer = w.PerformanceObserver;
    const recorded = (Observer && Observer.supportedEntryTypes) || [];
    if (!photo || !recorded.includes("largest-contentful-paint")) return start();
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === photo)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    w.setTimeout(() => {
      observer.disconnect();
      start();
    }, settings.paintRecordWaitMs);
  };
  // The page's first photo decoded (it is painted in the next frame; until then it only
  // arrived), then a frame: its callback runs just before the paint, the timeout after it.
  const afterLoad = () => {
    const photo = d.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    Promise.resolve(photo?.decode?.())
      .catch(() => undefined)
      .then(() => w.requestAnimationFrame(() => w.setTimeout(() => afterPaint(photo), 0)));
  };
  for (const type of settings.interactions) w.addEventListener(type, start, listening);
  if (d.readyState === "complete") afterLoad();
  else w.addEventListener("load", afterLoad);
}

const earlySlideSettings: EarlySlideSettings = { ...carouselParts, attribute: EARLY_SLIDE_ATTRIBUTE, hydrated: HYDRATED_ATTRIBUTE };

/**
 * The classic script for a page: loadScriptsAfterFirstScreen as the build compiled it, called
 * with this page's module script and preloads, and, on a page with a carousel only, with
 * showSlideEarly and the carousel's parts (the others do not carry them).
 */
export function hydrationLoader(moduleCode: string, preloads: readonly string[], { carousel = false } = {}): string {
  const settings: LoaderSettings = {
    moduleCode,
    preloads,
    interactions: HYDRATION_INTERACTIONS,
    paintRecordWaitMs: PAINT_RECORD_WAIT_MS,
    hydratedAttribute: HYDRATED_ATTRIBUTE,
    earlyTapControls: EARLY_TAP_CONTROLS,
    earlyToggle: EARLY_TOGGLE,
  };
  const slideEarly = carousel ? `function(control){return(${showSlideEarly.toString()})(control,${scriptJson(earlySlideSettings)})}` : "null";
  return `(function(d,w){(${loadScriptsAfterFirstScreen.toString()})(d,w,${scriptJson(settings)},${slideEarly})})(document,window)`;
}

/**
 * The document with its JavaScript deferred, or unchanged (deferred: false) when it
 * has no React Router module script (a page that renders without <Scripts>, or a
 * React Router whose markup changed: then pages simply hydrate at once, as before).
 */
export function deferHydration(html: string): { html: string; deferred: boolean } {
  const preloads = [...html.matchAll(modulePreloadPattern)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]).filter((h) => h !== undefined);
  let deferred = false;
  const rewritten = html.replace(moduleScriptPattern, (tag, attributes: string, code: string) => {
    if (deferred || !/\btype="module"/.test(attributes) || !code.includes(ROUTE_MODULES_MARKER)) return tag;
    deferred = true;
    const classic = attributes.replace(/\s+type="module"/, "").replace(/\s+async(="")?/, "");
    return `<script${classic}>${hydrationLoader(code, preloads, { carousel: carouselMarkup.test(html) })}</script>`;
  });
  if (!deferred) return { html, deferred };
  return { html: rewritten.replace(modulePreloadPattern, ""), deferred };
}

const moduleCodeSetting = /"moduleCode":("(?:[^"\\]|\\.)*")/;

/**
 * The module script the loader of a deferred document will add to the page, read back from
 * its settings: a policy that allows inline scripts by their hash must name this one too.
 */
export function deferredModuleCode(html: string): string | undefined {
  const literal = moduleCodeSetting.exec(html)?.[1];
  return literal === undefined ? undefined : (JSON.parse(literal) as string);
}
