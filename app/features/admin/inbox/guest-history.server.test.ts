import { describe, expect, it } from "vitest";
import { insertRequest } from "#tests/support/site/admin-requests.ts";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db } from "#app/db.server.ts";
import { guestHistory, phoneDigits } from "./guest-history.server.ts";

freshDataDirs({ seed: false });

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

async function add(input: Parameters<typeof insertRequest>[1]) {
  const id = await insertRequest(await db(), input);
  return { id, email: input?.email ?? "ana@example.com", phone: input?.phone ?? "", createdAt: input!.createdAt! };
}

describe("guest history", () => {
  it("counts the guest's earlier requests by e-mail (any case) or phone digits, and their no-shows", async () => {
    await add({ email: "Maria@Example.org", phone: "", status: "no-show", createdAt: at(1) });
    await add({ email: "other@example.org", phone: "+53 5 123-4567", status: "done", createdAt: at(2) });
    await add({ email: "maria@example.org", phone: "+5399999999", status: "confirmed", createdAt: at(3) });
    // Someone else's requests: another e-mail and phone, a phone that only shares some digits.
    await add({ email: "pedro@example.org", phone: "+5351234999", status: "no-show", createdAt: at(4) });
    await add({ email: "juana@example.org", phone: "", status: "no-show", createdAt: at(5) });
    const current = await add({ email: "MARIA@example.org", phone: "+5351234567", createdAt: at(10) });
    // Later requests of the same guest do not count for this one.
    const later = await add({ email: "maria@example.org", phone: "", status: "no-show", createdAt: at(20) });

    expect(await guestHistory(current)).toEqual({ earlier: 3, noShows: 1 });
    // The later one left no phone: only the three by e-mail (the current one among them) are hers.
    expect(await guestHistory(later)).toEqual({ earlier: 3, noShows: 1 });
  });

  it("matches nothing on an empty phone, and counts nothing for a first request", async () => {
    await add({ email: "a@example.org", phone: "", status: "no-show", createdAt: at(1) });
    await add({ email: "b@example.org", phone: "", createdAt: at(2) });
    const first = await add({ email: "c@example.org", phone: "", createdAt: at(3) });
    expect(await guestHistory(first)).toEqual({ earlier: 0, noShows: 0 });
  });

  it("does not count a request made at the same moment twice", async () => {
    const one = await add({ id: "00000000-0000-4000-8000-000000000001", email: "x@example.org", createdAt: at(1) });
    const two = await add({ id: "00000000-0000-4000-8000-000000000002", email: "x@example.org", createdAt: at(1) });
    expect(await guestHistory(one)).toEqual({ earlier: 0, noShows: 0 });
    expect(await guestHistory(two)).toEqual({ earlier: 1, noShows: 0 });
  });

  it("reduces a phone to its digits", () => {
    expect(phoneDigits("+53 (5) 123-45.67")).toBe("5351234567");
    expect(phoneDigits("")).toBe("");
  });
});
