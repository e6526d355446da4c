// The carousel's engine, in a chunk of its own: loaded only when a carousel comes near
// the screen (docs/product.md §15.3), so no page waits for it before its first paint.
// What only runs once the engine is there (following a swipe) is here too, not in the file
// every page loads first (decision 0011: the home page's JavaScript budget).
import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { CAROUSEL_INTERVAL_MS, swipeStep, wrapIndex } from "./carousel-steps.ts";
import { earlySlideOf } from "./early-slide.lazy.ts";

/**
 * Embla with its autoplay plugin on a carousel's viewport, from the slide a tap before the
 * page's scripts showed, or the first. `onDragging` hears when a finger or the mouse takes
 * hold of the slides and lets go (the carousel does not turn by itself meanwhile).
 */
export function startEngine(viewport: HTMLElement, onDragging: (dragging: boolean) => void): EmblaCarouselType {
  const engine = EmblaCarousel(viewport, { loop: true, duration: 28, startIndex: earlySlideOf(viewport) }, [
    // Autoplay only keeps the timer; when it may run is decided in Carousel, in one place.
    Autoplay({
      delay: CAROUSEL_INTERVAL_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  followSwipes(engine, onDragging);
  return engine;
}

/**
 * Embla follows the finger; on release, the spec's threshold decides where it lands: one
 * slide for a horizontal swipe beyond SWIPE_THRESHOLD_PX, none otherwise (docs/product.md §9).
 * Its listeners go when the engine is destroyed.
 */
function followSwipes(engine: EmblaCarouselType, onDragging: (dragging: boolean) => void): void {
  const viewport = engine.rootNode();
  let gesture: { x: number; y: number; lastX: number; lastY: number; index: number } | null = null;
  const down = (e: PointerEvent) => {
    if (!e.isPrimary || (e.pointerType === "mouse" && e.button !== 0)) return;
    gesture = { x: e.clientX, y: e.clientY, lastX: e.clientX, lastY: e.clientY, index: engine.selectedScrollSnap() };
    onDragging(true);
  };
  const move = (e: PointerEvent) => {
    if (!gesture || !e.isPrimary) return;
    gesture.lastX = e.clientX;
    gesture.lastY = e.clientY;
  };
  const cancel = () => {
    gesture = null;
    onDragging(false);
  };
  const up = (e: PointerEvent) => {
    move(e);
    const held = gesture;
    // Embla reports its release in the same event; if it did not (no drag started), forget the gesture.
    setTimeout(() => {
      if (gesture === held) cancel();
    }, 0);
  };
  const release = () => {
    const held = gesture;
    cancel();
    if (!held) return;
    const dx = held.lastX - held.x;
    const step = Math.abs(dx) > Math.abs(held.lastY - held.y) ? swipeStep(dx) : 0;
    engine.scrollTo(wrapIndex(held.index, step, engine.scrollSnapList().length));
  };
  viewport.addEventListener("pointerdown", down);
  window.addEventListener("pointermove", move, { passive: true });
  window.addEventListener("pointerup", up, { passive: true });
  window.addEventListener("pointercancel", cancel);
  engine.on("pointerUp", release);
  engine.on("destroy", () => {
    viewport.removeEventListener("pointerdown", down);
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", up);
    window.removeEventListener("pointercancel", cancel);
  });
}
