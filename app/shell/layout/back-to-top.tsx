import { useEffect, useState } from "react";
import { showsBackToTop } from "#app/lib/scrolling.ts";
import { usePrefersReducedMotion } from "#app/ui/use-prefers-reduced-motion.ts";

/** Appears once the page is scrolled past the threshold and scrolls smoothly to the top (docs/product.md §2). */
export function BackToTop({ label }: { label: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(showsBackToTop(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    // Back and Forward restore the page's position at once (base.css); the visitor's next
    // click (a link to an anchor) glides again.
    const root = document.documentElement;
    const history = () => root.setAttribute("data-history", "");
    const click = () => root.removeAttribute("data-history");
    window.addEventListener("popstate", history);
    window.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("popstate", history);
      window.removeEventListener("click", click, true);
    };
  }, []);

  return (
    <button
      type="button"
      className="back-to-top"
      // Hidden with visibility (layout.css), so it is out of the tab order and the accessibility tree too.
      data-shown={shown}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
        // Keyboard users continue from the top of the page, not from a button that disappears.
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
