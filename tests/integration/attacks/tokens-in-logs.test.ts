import { describe, expect, it } from "vitest";
import { REDACTED_TOKEN } from "#app/lib/loggable-path.ts";
import { eventually } from "#tests/support/site/eventually.ts";
import { sendRequest } from "#tests/support/site/contact-requests.ts";
import { useSite } from "#tests/support/site/integration-site.ts";

// Whoever reads the site's log (a hosting provider's console, a log shipper, a backup of it)
// must not find the guests' manage links or the owners' decision links in it: their token is
// the permission (app/lib/loggable-path.ts). Real links, read out of the real mails, are
// opened at the spellings a client may send them in, and the whole output of the built
// server, at its most talkative level, holds none of their tokens.

const SITE_URL = "https://laterraza.example";

/** Every spelling of a token path a client may send, each a request the router reads as that path or near it. */
function spellings(tokenPath: string): string[] {
  const [, lang = "", kind = "", token = ""] = /^(\/es)?\/(r|admin\/decide)\/(.+)$/.exec(tokenPath) ?? [];
  expect(token, tokenPath).not.toBe("");
  return [
    tokenPath,
    `${tokenPath}/`,
    `${tokenPath}.data`,
    `${tokenPath}?from=mail`,
    `${lang}/${kind.toUpperCase()}/${token}`,
    `${lang}/${kind.replaceAll("/", "%2F")}%2F${token}`,
    `${lang === "" ? "/es" : ""}/${kind}/${token}`,
    `${lang}//${kind}//${token}`,
    `${lang}/${kind}/${token}/extra`,
  ];
}

describe("tokens in the site's logs", () => {
  const site = useSite({ env: { SITE_URL, LOG_LEVEL: "trace" } });

  /** The first link in any mail that `pattern` finds (a path on the site), once that mail arrived. */
  async function linkInMails(pattern: RegExp): Promise<string> {
    const [mail] = await site.smtp.waitFor(1, (m) => pattern.test(m.parsed.text ?? ""));
    return pattern.exec(mail!.parsed.text ?? "")![1]!;
  }

  it("are never written: neither the guest's manage link nor the owners' decision links, at any spelling", async () => {
    const response = await sendRequest(site.url);
    expect(response.status).toBe(201);
    const manage = await linkInMails(/https:\/\/laterraza\.example(\/(?:es\/)?r\/[A-Za-z0-9_-]+)/);
    const decide = await linkInMails(/https:\/\/laterraza\.example(\/(?:es\/)?admin\/decide\/[^\s"<>?]+)/);
    const manageToken = manage.split("/").at(-1)!;
    const decideToken = decide.split("/").at(-1)!;
    // A decision token names its request in the clear; its signature is the secret.
    const decideSignature = decideToken.split(".").at(-1)!;
    expect(manageToken.length).toBeGreaterThan(20);
    expect(decideSignature.length).toBeGreaterThan(20);

    // The links work as they came (the page the guest and the owners see).
    expect((await fetch(`${site.url}${manage}`)).status).toBe(200);
    expect((await fetch(`${site.url}${decide}`, { redirect: "manual" })).status).toBeLessThan(500);

    const asked = [...spellings(manage), ...spellings(decide)];
    for (const path of asked) await fetch(`${site.url}${path}`, { redirect: "manual" }).then((r) => r.arrayBuffer());
    // A post, as the manage page's and the decision page's forms send (refused without an Origin).
    await fetch(`${site.url}${manage}`, { method: "POST", redirect: "manual" }).then((r) => r.arrayBuffer());

    // Every request has its line once its answer is sent; the requests went one after another.
    const marker = `/?after-tokens=${Date.now()}`;
    await fetch(`${site.url}${marker}`).then((r) => r.arrayBuffer());
    await eventually(() => (site.server.logs.some((l) => l.msg === "request" && l.path === marker) ? true : undefined));

    const leaks = site.server.output.filter((line) => [manageToken, decideToken, decideSignature].some((secret) => line.includes(secret)));
    expect(leaks).toEqual([]);
    // The requests were logged, as their kind.
    const logged = site.server.logs.filter((l) => l.msg === "request").map((l) => String(l.path));
    expect(logged).toContain(`/r/${REDACTED_TOKEN}`);
    expect(logged.filter((p) => p.includes(REDACTED_TOKEN)).length).toBeGreaterThanOrEqual(asked.length + 3);
  });
});
