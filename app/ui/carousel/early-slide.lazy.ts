// `.lazy`: in the browser only the carousel's engine (carousel-engine.lazy.ts) reads it, so it
// travels with the engine, not in the file every page loads first (vite.config.ts).

/**
 * A carousel's arrows and dots answer a tap made before the page's scripts have arrived (decision
 * 0023: on a slow phone they arrive seconds after the page): the page's inline loader
 * (app/shell/performance/deferred-hydration.ts) shows the slide itself and writes its index in
 * this attribute of the carousel; the carousel's engine starts from that slide (carousel.tsx).
 */
export const EARLY_SLIDE_ATTRIBUTE = "data-early-slide";

/** The parts of a carousel's markup (carousel.tsx) the loader reads and moves. */
export const carouselParts = {
  root: ".carousel",
  container: ".carousel__container",
  slide: ".carousel__slide",
  dot: ".carousel__dot",
  next: ".carousel__arrow--next",
  previous: ".carousel__arrow--prev",
} as const;

/** A page that holds a carousel: its root element's classes, as the server renders them (carousel.tsx). */
export const carouselMarkup = /<section\b[^>]*\bclass="carousel[\s"]/;

/** The slide the loader showed before the scripts arrived, or the first. */
export function earlySlideOf(viewport: Element): number {
  return Number(viewport.closest(carouselParts.root)?.getAttribute(EARLY_SLIDE_ATTRIBUTE)) || 0;
}
