import { useEffect, useState, type RefObject } from "react";

/**
 * How far below (and above) the screen "near" reaches, as a share of the screen's
 * height: far enough that what the visitor scrolls to has usually arrived, close
 * enough that nothing below the fold loads with the page (docs/product.md §15.3).
 */
export const NEAR_VIEWPORT_MARGIN = "50%";

/**
 * True once the element has come within `margin` of the viewport, and from then on.
 * False on the server and until the browser has measured; `force` makes it true at once
 * (the visitor went to that part of the page).
 */
export function useNearViewport(ref: RefObject<Element | null>, { margin = NEAR_VIEWPORT_MARGIN, force = false } = {}): boolean {
  const [near, setNear] = useState(false);
  const reached = near || force;
  useEffect(() => {
    const element = ref.current;
    if (reached || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, reached]);
  return reached;
}
