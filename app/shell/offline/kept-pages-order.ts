/**
 * Which answer a kept page holds when several requests for it overlap: the one asked last.
 *
 * Answers reach the service worker in the order the server finishes them, not the order they
 * were asked. The worker fetches the menu for offline reading soon after a first visit; when
 * the visitor switches to dollars meanwhile, the dollar answer replaces the kept menu, and the
 * earlier fetch, slower under load, came in after it and put the euro menu back. A connection
 * slower than the worker's patience (NETWORK_TIMEOUT_MS, offline-rules.ts) was then shown euros
 * on the next visit (menu-currency browser test). So every request for the kept pages takes a
 * number when it is asked, and an answer is written only if no later-asked one has been
 * written or has dropped that page.
 */
export class KeptPagesOrder {
  private asked = 0;
  private readonly newest = new Map<string, number>();

  /** A number for a request about to be asked; later requests get larger ones. */
  ask(): number {
    this.asked += 1;
    return this.asked;
  }

  /** Whether the answer to request `number` may be written as `url`'s kept copy; if so, it is the newest from now on. */
  mayWrite(url: string, number: number): boolean {
    if ((this.newest.get(url) ?? 0) > number) return false;
    this.newest.set(url, number);
    return true;
  }

  /** `url`'s kept copy was dropped for the answer to request `number`: answers asked before it stay out. */
  dropped(url: string, number: number): void {
    this.newest.set(url, Math.max(this.newest.get(url) ?? 0, number));
  }
}
