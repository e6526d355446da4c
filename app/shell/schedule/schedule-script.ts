// docs/product.md §17: the one inline script of the schedule's lines. It runs as the page is
// read, before and without the page's JavaScript bundle (which it does not enlarge), and again
// every half minute and whenever React changes the lines (a client-side navigation, the
// language switch): the open/closed line shows the answer in force by the device's clock
// (an instant, so the device's time zone does not matter), and a notice whose day is over
// hides itself. Its text is constant, so the CSP allows it by one hash on kept pages
// (server/html-cache/kept-body.ts) and by the nonce otherwise.

/** The attribute carrying OpenNowStates (schedule-view.ts) as JSON. */
export const OPEN_NOW_ATTRIBUTE = "data-open-now";
/** The attribute carrying the instant (ms) after which a line hides. */
export const SHOWN_UNTIL_ATTRIBUTE = "data-shown-until";
/** How often the lines are brought up to date while the page stays open. */
export const REFRESH_MS = 30_000;

function refreshScheduleLines(d: Document, openNow: string, until: string, every: number): void {
  const update = () => {
    const now = Date.now();
    d.querySelectorAll(`[${openNow}]`).forEach((element) => {
      let text = "";
      for (const [from, state] of JSON.parse(element.getAttribute(openNow) ?? "[]") as [number, string][]) if (from <= now) text = state;
      if (element.textContent !== text) element.textContent = text;
    });
    d.querySelectorAll<HTMLElement>(`[${until}]`).forEach((element) => {
      const over = Number(element.getAttribute(until)) <= now;
      if (element.hidden !== over) element.hidden = over;
    });
  };
  update();
  setInterval(update, every);
  new MutationObserver(update).observe(d.body, { subtree: true, childList: true, attributes: true, attributeFilter: [openNow, until] });
}

/**
 * The script's text: the function above with its arguments, as the page carries it. Called on
 * the server only (schedule-lines-view.tsx), so the browser's bundle leaves it out.
 */
export const scheduleScriptText = (): string => `(${refreshScheduleLines.toString()})(document,${JSON.stringify(OPEN_NOW_ATTRIBUTE)},${JSON.stringify(SHOWN_UNTIL_ATTRIBUTE)},${REFRESH_MS})`;
