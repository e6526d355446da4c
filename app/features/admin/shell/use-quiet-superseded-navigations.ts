import { useEffect } from "react";

/**
 * When an owner taps a second link while the first page is still loading (or a revalidation is
 * under way), React Router aborts the first request and leaves that abort as an unhandled promise
 * rejection: nothing failed, the page asked for last loads, yet the browser reports an error (and
 * every browser test counts it as one, which made a booking test fail now and then). An abort is
 * marked handled here; any other rejection is still reported.
 */
export function useQuietSupersededNavigations(): void {
  useEffect(() => {
    const handled = (event: PromiseRejectionEvent) => {
      if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
    };
    window.addEventListener("unhandledrejection", handled);
    return () => window.removeEventListener("unhandledrejection", handled);
  }, []);
}
