import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_MODULES_MARKER } from "#app/shell/performance/deferred-hydration.ts";
import { insertRequest } from "#tests/support/site/admin-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";
import { ownerCookie } from "#tests/support/site/owner-account.ts";

// The pages an owner opens on a phone (the inbox, a request, the day view) load their scripts
// after the page, as the public pages do (root.tsx PageHandle `scripts: "after-load"`,
// docs/decisions/0008-hydration-after-load.md): no modulepreload link and no module script in the
// HTML, only the loader that adds them once the page has loaded. Each hydrates by section
// (docs/decisions/0020-hydration-by-section.md): its cards, slots or columns are <Suspense>
// boundaries written in place. The owners' other pages still hydrate at once.

let server: BuiltSite;
let cookie: string;
let requestId: string;
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Havana" }).format(new Date());

beforeAll(async () => {
  server = await startBuiltSite();
  cookie = await ownerCookie(server.url, server.dataDir);
  const db = await siteDb(server.dataDir);
  try {
    requestId = await insertRequest(db, { name: "Invitada Uno", status: "new", reservationDate: today, reservationTime: "20:00", area: "Terraza", pax: 2 });
    await insertRequest(db, { name: "Invitado Dos", status: "confirmed", reservationDate: today, reservationTime: "21:00", area: "Interior", pax: 4 });
    await insertRequest(db, { name: "Invitada Tres", status: "confirmed", reservationDate: today, reservationTime: "21:30", area: "Balcón", pax: 3 });
  } finally {
    db.$client.close();
  }
  // Starting the site and creating the owner's account (scrypt) on a busy machine.
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

async function page(path: string): Promise<string> {
  const response = await fetch(server.url + path, { headers: { cookie }, redirect: "manual" });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** React's marker of a <Suspense> boundary sent complete, in the page's main content. */
const boundariesIn = (html: string) => (html.slice(html.indexOf("<main"), html.indexOf("</main>")).match(/<!--\$-->/g) ?? []).length;

describe("the owners' phone pages: scripts after the page, hydrated by section", () => {
  const pages = [
    // The main content, the filters, one per card (three).
    { name: "the inbox", path: () => "/es/admin/requests", boundaries: 5 },
    // The main content, the status, the facts, the mails.
    { name: "a request", path: () => `/admin/requests/${requestId}`, boundaries: 4 },
    // The main content, one per slot (the two confirmed bookings'), the covers table.
    { name: "the day view", path: () => `/es/admin/day?date=${today}`, boundaries: 4 },
  ];
  for (const { name, path, boundaries } of pages) {
    it(`${name}: no script before the page has loaded; ${boundaries} boundaries, each in place`, async () => {
      const html = await page(path());
      expect(html).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script\b[^>]*type="module"/);
      expect(html).toContain(ROUTE_MODULES_MARKER);
      expect(boundariesIn(html)).toBe(boundaries);
      expect(html).not.toContain("<!--$?-->");
    });
  }

  it("another owners' page (the menu editor) still hydrates at once", async () => {
    const html = await page("/admin/menu");
    expect(html).toMatch(/<link\b[^>]*rel="modulepreload"/);
    expect(html).toMatch(/<script\b[^>]*type="module"[^>]*>[^<]*__reactRouterRouteModules/);
  });
});
