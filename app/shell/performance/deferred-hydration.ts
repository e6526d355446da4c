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

import { scriptJson } from "../../lib/script-json";

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

const moduleScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const modulePreloadPattern = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * The classic script that, once the page has loaded (or the visitor acts), asks for every
 * module at once (the preloads React Router would have put in <head>) and adds the
 * module script.
 */
export function hydrationLoader(moduleCode: string, preloads: readonly string[]): string {
  const events = JSON.stringify(HYDRATION_INTERACTIONS);
  return (
    `(function(d,w){var n=d.currentScript.nonce,e=${events},o={capture:true,passive:true},g=function(){` +
    `if(g.d)return;g.d=1;e.forEach(function(t){w.removeEventListener(t,g,o)});w.removeEventListener("load",p);` +
    `${scriptJson(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=${scriptJson(moduleCode)};d.body.appendChild(s)},` +
    // The page's first photo decoded (it is painted in the next frame; until then it only
    // arrived), then a frame: its callback runs just before the paint, the timeout after it.
    `p=function(){var i=d.querySelector('img[fetchpriority="high"]');` +
    `Promise.resolve(i&&i.decode&&i.decode()).catch(function(){}).then(function(){w.requestAnimationFrame(function(){w.setTimeout(function(){r(i)},0)})})},` +
    // Then the browser's own record that the photo was painted, where it keeps one.
    `r=function(i){var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[];if(!i||t.indexOf("largest-contentful-paint")===-1)return g();` +
    `var b=new P(function(l){if(l.getEntries().some(function(x){return x.element===i})){b.disconnect();g()}});` +
    `b.observe({type:"largest-contentful-paint",buffered:true});w.setTimeout(function(){b.disconnect();g()},${PAINT_RECORD_WAIT_MS})};` +
    `e.forEach(function(t){w.addEventListener(t,g,o)});if(d.readyState==="complete")p();else w.addEventListener("load",p)})(document,window)`
  );
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
    return `<script${classic}>${hydrationLoader(code, preloads)}</script>`;
  });
  if (!deferred) return { html, deferred };
  return { html: rewritten.replace(modulePreloadPattern, ""), deferred };
}
