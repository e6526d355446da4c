// Scrolling rules of docs/product.md §2 and §9.

/** The back-to-top button appears once the page is scrolled more than this (docs/product.md §9). */
export const BACK_TO_TOP_THRESHOLD_PX = 120;

export function showsBackToTop(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD_PX;
}
