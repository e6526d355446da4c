import { afterAll, beforeAll, expect } from "vitest";
import { startBuiltSite, type BuiltSite } from "./built-site.ts";
import { sendRequest } from "./contact-requests.ts";
import { ownerCookie } from "./owner-account.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

// The preamble the integration files about requests and mail share: an SMTP sink on loopback,
// the built site sending to it, an owner signed in, and a guest's request sent the way the
// form sends it. One file's tests share them (docs/testing.md §3).

/** Where the test site sends the owners' mail, and from which address. */
export const OWNERS = "owners@laterraza.example";
export const FROM = "web@laterraza.example";

export type SiteUnderTest = {
  /** The running site (its log lines, its process); `url` and `dataDir` are also below. */
  readonly server: BuiltSite;
  readonly url: string;
  readonly dataDir: string;
  /** The SMTP sink the site sends every mail to. */
  readonly smtp: SmtpSink;
  /** The Cookie header of a signed-in owner (only with `owner: true`). */
  readonly cookie: string;
  /** Sends a full request (docs/product.md §3) through the public endpoint; checks the 201 and returns its id. */
  send(overrides?: Record<string, unknown>): Promise<string>;
};

/**
 * Call inside a describe (or at a file's top): starts the sink and the site in a beforeAll,
 * signs an owner in when `owner` is set, stops both in an afterAll. The site gets MAIL_TO,
 * MAIL_FROM, SMTP_URL, a short MAIL_RETRY_BASE_MS and no undo window (DECISION_UNDO_SECONDS=0: a
 * decision's mail leaves at once; tests/integration/decision-undo.test.ts sets one), then `env`. The fields are read in the
 * tests (after the hook), never at the describe's top.
 */
export function useSite({ env = {}, owner = false }: { env?: Record<string, string>; owner?: boolean } = {}): SiteUnderTest {
  let site: BuiltSite | undefined;
  let smtp: SmtpSink | undefined;
  let cookie: string | undefined;
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useSite(): ${what} is not there (read it inside a test, after the set-up)`);
    return value;
  };
  beforeAll(async () => {
    smtp = await startSmtpSink();
    site = await startBuiltSite({ env: { MAIL_TO: OWNERS, MAIL_FROM: FROM, SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: "200", DECISION_UNDO_SECONDS: "0", ...env } });
    if (owner) cookie = await ownerCookie(site.url, site.dataDir);
  });
  afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });
  const handles: SiteUnderTest = {
    get server() {
      return ready(site, "the site");
    },
    get url() {
      return ready(site, "the site").url;
    },
    get dataDir() {
      return ready(site, "the site").dataDir;
    },
    get smtp() {
      return ready(smtp, "the SMTP sink");
    },
    get cookie() {
      return ready(cookie, "the owner's cookie (useSite({ owner: true }))");
    },
    async send(overrides = {}) {
      const response = await sendRequest(handles.url, overrides);
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    },
  };
  return handles;
}
