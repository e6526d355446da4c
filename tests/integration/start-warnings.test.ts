import { afterEach, describe, expect, it } from "vitest";
import { startBuiltSite as startSite, type BuiltSite, type BuiltSiteOptions } from "../support/site/built-site.ts";
import { startSmtpSink } from "../support/site/smtp-sink.ts";

// docs/operations.md §5: the built server started as production runs it (NODE_ENV=production,
// tests/support/site/built-site.ts) warns in its log about settings a live site cannot run on,
// one line each, and a proper configuration prints none.

const running: BuiltSite[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => site.stop()));
});
async function startBuiltSite(options: BuiltSiteOptions): Promise<BuiltSite> {
  const site = await startSite({ removeDataDirOnStop: true, ...options });
  running.push(site);
  return site;
}

/** The start's warnings (pino's level 40), as codes, once the server listens. */
const warnings = (site: BuiltSite) => site.logs.filter((l) => l.level === 40 && typeof l.warning === "string");

describe("the start log in production", () => {
  it("warns about a loopback SITE_URL and about mail going to files, one line each", async () => {
    const site = await startBuiltSite({ env: {} });
    const lines = warnings(site);
    expect(lines.map((l) => l.warning)).toEqual(["site-url-loopback", "mail-to-files"]);
    expect(String(lines[0]!.msg)).toContain("SITE_URL is http://localhost:3000, an address of this machine only");
    expect(String(lines[1]!.msg)).toContain(`every mail (the owners' and the guests') is written as a file to ${site.dataDir}/mail`);
  });

  it("warns about a plain-HTTP SITE_URL", async () => {
    const site = await startBuiltSite({ env: { SITE_URL: "http://www.terraza.example" } });
    expect(warnings(site).map((l) => l.warning)).toEqual(["site-url-plain-http", "mail-to-files"]);
  });

  it("prints no warning with a public https SITE_URL, a mail server and an inbox", async () => {
    const smtp = await startSmtpSink();
    try {
      const site = await startBuiltSite({
        env: { SITE_URL: "https://www.terraza.example", SMTP_URL: smtp.url, MAIL_FROM: "web@terraza.example", MAIL_TO: "owners@terraza.example" },
      });
      expect(site.logs.filter((l) => l.level === 40)).toEqual([]);
      expect(site.logs.some((l) => l.msg === "server listening")).toBe(true);
    } finally {
      await smtp.stop();
    }
  });
});
