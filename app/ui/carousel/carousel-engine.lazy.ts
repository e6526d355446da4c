// The carousel's engine, in a chunk of its own: loaded only when a carousel comes near
// the screen (docs/product.md §15.3), so no page waits for it before its first paint.
import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { CAROUSEL_INTERVAL_MS } from "./carousel-steps";
import { earlySlideOf } from "./early-slide.lazy";

/** Embla with its autoplay plugin on a carousel's viewport, from the slide a tap before the page's scripts showed, or the first. */
export function startEngine(viewport: HTMLElement): EmblaCarouselType {
  return EmblaCarousel(viewport, { loop: true, duration: 28, startIndex: earlySlideOf(viewport) }, [
    // Autoplay only keeps the timer; when it may run is decided in Carousel, in one place.
    Autoplay({
      delay: CAROUSEL_INTERVAL_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
}
