// Carousel rules of docs/product.md §2 and §9, shared by the component and its tests.

/** Auto-advance interval (docs/product.md §9). */
export const CAROUSEL_INTERVAL_MS = 2000;

/** A swipe or drag must move more than this to change the slide (docs/product.md §9). */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * The slide step a horizontal swipe asks for: +1 (next) for a move to the left
 * beyond the threshold, -1 (previous) to the right, 0 otherwise.
 */
export function swipeStep(deltaX: number): -1 | 0 | 1 {
  if (deltaX < -SWIPE_THRESHOLD_PX) return 1;
  if (deltaX > SWIPE_THRESHOLD_PX) return -1;
  return 0;
}

/** The index `step` slides away from `index`, wrapping both ways (docs/product.md §2: carousels wrap). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
