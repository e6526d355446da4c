import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";
import { ownerCookie } from "#tests/support/site/owner-account.ts";

// GET /healthz (server/healthz.ts): an outsider learns only whether the site works; how the
// mail is doing (the outbox backlog) is for a monitor holding HEALTHZ_TOKEN or a signed-in owner.

const TOKEN = "a-monitor-token-of-enough-length-0123456789";

describe("/healthz", () => {
  let s: BuiltSite;
  beforeAll(async () => {
    s = await startBuiltSite({ env: { HEALTHZ_TOKEN: TOKEN } });
  });
  afterAll(() => s?.stop());

  const health = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${s.url}/healthz`, { headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("tells the public only ok", async () => {
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
    expect(await health({ Authorization: "Bearer not-the-token" })).toEqual({ status: 200, body: { status: "ok" } });
    expect(await health({ Authorization: `Basic ${TOKEN}` })).toEqual({ status: 200, body: { status: "ok" } });
    expect(await health({ Cookie: "owner_session=forged" })).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("gives the details to a monitor with the token and to a signed-in owner", async () => {
    const details = { status: "ok", database: "ok", outbox: { pending: 0, sending: 0, failed: 0, total: 0 } };
    expect(await health({ Authorization: `Bearer ${TOKEN}` })).toEqual({ status: 200, body: expect.objectContaining(details) });
    const cookie = await ownerCookie(s.url, s.dataDir);
    expect(await health({ Cookie: cookie })).toEqual({ status: 200, body: expect.objectContaining(details) });
  });
});
