import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRequest } from "../support/site/admin-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { ownerCookie } from "../support/site/owner-account.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// The guest's history on a request's page (app/features/admin/inbox/guest-history.server.ts),
// on the built server with a fresh SQLite file: earlier requests of the same e-mail (any case)
// or the same phone digits, and their no-shows; another guest's requests never count; only a
// signed-in owner sees it.

describe("guest history on the request page", () => {
  let s: BuiltSite;
  let cookie: string;
  beforeAll(async () => {
    s = await startBuiltSite();
    cookie = await ownerCookie(s.url, s.dataDir);
  });
  afterAll(async () => {
    await s?.stop();
  });

  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);

  it("counts the guest's earlier requests and no-shows, and nobody else's", async () => {
    const db = await siteDb(s.dataDir);
    await insertRequest(db, { email: "Lucia@Example.org", phone: "", status: "no-show", createdAt: at(40) });
    await insertRequest(db, { email: "lucia.work@example.org", phone: "+53 5 555 1234", status: "done", createdAt: at(30) });
    await insertRequest(db, { email: "lucia@example.org", phone: "", status: "confirmed", createdAt: at(20) });
    // Other guests: another e-mail with no phone, a phone one digit off, a no-show of someone else.
    await insertRequest(db, { email: "luciana@example.org", phone: "", status: "no-show", createdAt: at(15) });
    await insertRequest(db, { email: "otra@example.org", phone: "+5355551235", status: "no-show", createdAt: at(10) });
    const current = await insertRequest(db, { email: "LUCIA@example.org", phone: "+5355551234", createdAt: at(1) });
    const stranger = await insertRequest(db, { email: "nuevo@example.org", phone: "+5350000000", createdAt: at(1) });
    db.$client.close();

    const page = async (id: string, prefix = "") => shownText(await (await fetch(`${s.url}${prefix}/admin/requests/${id}`, { headers: { cookie } })).text());
    const html = await page(current);
    expect(html).toContain("3 earlier requests, 1 no-show.");
    expect(html).toContain(`href="/admin/requests?q=LUCIA%40example.org"`);
    expect(await page(current, "/es")).toContain("3 solicitudes anteriores, 1 ausencia (no se presentó).");
    const first = await page(stranger);
    expect(first).not.toContain("earlier request");
    expect(first).not.toContain("This guest before");

    // Not without a session: the sign-in page, nothing of the guest.
    const anonymous = await fetch(`${s.url}/admin/requests/${current}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(shownText(await anonymous.text())).not.toContain("earlier request");
  });
});
