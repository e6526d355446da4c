// The owners' pages for `npm run bench` (docs/testing.md §6): an owner signed in the real way (the
// admin:create script, then the sign-in form), an evening's worth of requests in the site's
// database, the three pages an owner opens on a phone (the inbox, a request, the day view), and
// the time until the inbox's first request is painted on a slow phone. Figures, not assertions.
import type { Browser } from "playwright-core";
import { siteDb } from "#tests/support/site/built-site.ts";
import { insertRequest } from "#tests/support/site/admin-requests.ts";
import { throttledPage, type Throttling } from "./first-tap.ts";

export type OwnersPage = { id: string; lang: "es"; path: string };

const TIME_ZONE = "America/Havana";

/** Writes twelve requests (four unanswered, eight confirmed for tonight); the pages to measure, read with a signed-in owner's session. */
export async function prepareOwnersPages(dataDir: string): Promise<OwnersPage[]> {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());
  const db = await siteDb(dataDir);
  let first = "";
  try {
    for (let i = 0; i < 12; i++) {
      const id = await insertRequest(db, {
        name: `Invitado ${i + 1}`,
        phone: `+5355${String(100000 + i)}`,
        createdAt: new Date(Date.now() - i * 15 * 60_000),
        status: i < 4 ? "new" : "confirmed",
        reservationDate: today,
        reservationTime: ["19:00", "19:30", "20:00", "20:30", "21:00", "21:30"][i % 6],
        area: ["Terraza", "Balcón", "Interior"][i % 3],
        pax: 2 + (i % 5),
        comment: "Una mesa en la terraza si es posible, celebramos un cumpleaños.",
      });
      if (i === 0) first = id;
    }
  } finally {
    db.$client.close();
  }
  return [
    { id: "owners-inbox", lang: "es", path: "/es/admin/requests" },
    { id: "owners-request", lang: "es", path: `/es/admin/requests/${first}` },
    { id: "owners-day", lang: "es", path: `/es/admin/day?date=${today}` },
  ];
}

/**
 * From the navigation's start to the paint of the inbox's first request (its name, marked
 * `elementtiming="first-request"` in app/features/admin/inbox/request-list.tsx), by the browser's
 * Element Timing, in a fresh throttled context (first-tap.ts, throttledPage).
 */
export async function firstRequestVisibleMs(browser: Browser, url: string, cookie: string, throttling: Throttling): Promise<number> {
  const { page, close } = await throttledPage(browser, throttling, { extraHTTPHeaders: { Cookie: cookie } });
  try {
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
              if (entry.identifier === "first-request") resolve(entry.renderTime);
            }
          }).observe({ type: "element", buffered: true });
        }),
    );
  } finally {
    await close();
  }
}
