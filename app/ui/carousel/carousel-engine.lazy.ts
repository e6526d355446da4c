// The carousel's engine, in a chunk of its own: loaded only when a carousel comes near
// the screen (docs/product.md §15.3), so no page waits for it before its first paint.
export { default as EmblaCarousel } from "embla-carousel";
export { default as Autoplay } from "embla-carousel-autoplay";
