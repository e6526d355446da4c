import { describe, expect, it } from "vitest";
import seed from "#content/site.json";
import { useSite } from "../support/site/integration-site.ts";
import { factsForm, factsVersions, saveFacts } from "#tests/support/site/facts-form.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";

// The restaurant's facts edited by an owner (docs/owners-guide.md, "Restaurant details"), with
// real parts: the built server, its SQLite file, an SMTP sink on loopback. A new phone and
// address show at once in the home page's footer and JSON-LD, in a new guest's mail and on the
// guest's manage page; an earlier version comes back; a bad phone is refused beside its field.

const SITE_URL = "https://laterraza.example";
const PHONE = "+53 5 222 3344";
const STREET = "Calle Gustavo Izquierdo 112";

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  const data = JSON.parse(match![1]!) as Record<string, unknown> | Record<string, unknown>[];
  const all = Array.isArray(data) ? data : "@graph" in data ? (data["@graph"] as Record<string, unknown>[]) : [data];
  return all.find((d) => d["@type"] === "Restaurant")!;
}

describe("the restaurant's facts, edited by an owner", () => {
  const site = useSite({ owner: true, env: { SITE_URL, CONTACT_RATE_LIMIT: "100", GUEST_MAILS_PER_SENDER_PER_HOUR: "100" } });

  const versions = () => factsVersions(site.dataDir);
  const save = (fields: URLSearchParams, lang: "en" | "es" = "en") => saveFacts(site, fields, lang);

  it("refuses a phone not in international form, with the message beside the field in the owner's language", async () => {
    const response = await save(factsForm({ phone: "41 994 430" }), "es");
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("Escribe el número en formato internacional");
    expect((await versions()).map((v) => v.changedBy)).toEqual(["seed"]);
  });

  it("shows a new phone and address in the footer, the JSON-LD, a new guest's mail and the manage page", async () => {
    // The home page is kept by the HTML cache: read it once before, so the save must make it stale.
    const before = await (await fetch(`${site.url}/`)).text();
    expect(before).toContain(seed.phone);

    const response = await save(factsForm({ phone: PHONE, "address.street": STREET }));
    expect(response.status).toBe(200);

    const home = await (await fetch(`${site.url}/`)).text();
    const footer = home.slice(home.indexOf("<footer"));
    expect(footer).toContain(PHONE);
    expect(footer).toContain(STREET);
    expect(footer).not.toContain(seed.phone);
    const restaurant = jsonLd(home);
    expect(restaurant.telephone).toBe(PHONE);
    expect((restaurant.address as Record<string, string>).streetAddress).toBe(STREET);

    const sent = await postJson(site.url, fullRequest({ captcha: await solveAltcha(site.url) }));
    expect(sent.status).toBe(201);
    const id = ((await sent.json()) as { id: string }).id;
    const [ack] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${id}.guest@laterraza.example>`);
    const text = ack!.parsed.text ?? "";
    expect(text).toContain(PHONE);
    expect(text).toContain(STREET);
    expect(text).not.toContain(seed.phone);

    const path = /https:\/\/laterraza\.example(\/(?:es\/)?r\/[A-Za-z0-9_-]+)/.exec(text)![1]!;
    const manage = await (await fetch(`${site.url}${path}`)).text();
    expect(manage).toContain(PHONE);
    expect(manage).not.toContain(seed.phone);

    // Before you open no longer counts the phone and the address among the samples.
    const checklist = await (await fetch(`${site.url}/admin/before-you-open`, { headers: { cookie: site.cookie } })).text();
    const samples = [...(/<ul class="byo-facts">([\s\S]*?)<\/ul>/.exec(checklist)?.[1] ?? "").matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(samples).toEqual(["Position on the map", "Public e-mail", "Links to the sister sites"]);
  });

  it("restores an earlier version, which every page shows again", async () => {
    const seeded = (await versions()).at(-1)!;
    const response = await fetch(`${site.url}/admin/facts`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "restore", version: String(seeded.id) }),
    });
    expect(response.status).toBe(200);
    expect((await versions()).map((v) => v.changedBy)).toEqual(["owner@laterraza.example", "owner@laterraza.example", "seed"]);
    const home = await (await fetch(`${site.url}/es`)).text();
    const footer = home.slice(home.indexOf("<footer"));
    expect(footer).toContain(seed.phone);
    expect(footer).toContain(seed.address.street);
    expect(footer).not.toContain(PHONE);
    const page = await (await fetch(`${site.url}/admin/facts`, { headers: { cookie: site.cookie } })).text();
    expect(page).toContain(PHONE);
    expect(page).toContain("Restore this version");
    // Each version names what it changed from the one before it (the restore, the save), or that it is the first.
    expect(page.match(/Changed: Street and number, Phone\./g)).toHaveLength(2);
    expect(page).toContain("The first version.");
  });
});
