import type { Config } from "../app/config.server.ts";
import { siteUrlProblem } from "../app/lib/site-url.ts";

// docs/operations.md §1, §5, §9: a production start with settings a live site cannot run on
// says so in its log, one warning line each. It still starts: a copy on a test machine, or a
// site not yet open, may run this way on purpose. The owners see the same on their "Before you
// open" page (app/features/admin/before-you-open/).

export type StartWarning = { code: "site-url-loopback" | "site-url-plain-http" | "mail-to-files"; message: string };

type Settings = Pick<Config, "NODE_ENV" | "SITE_URL" | "SMTP_URL">;

/** The warnings a start with these settings logs; none outside production. `mailFolder`: where mails are written without SMTP_URL. */
export function startWarnings(cfg: Settings, mailFolder: string): StartWarning[] {
  if (cfg.NODE_ENV !== "production") return [];
  const warnings: StartWarning[] = [];
  const problem = siteUrlProblem(cfg.SITE_URL);
  if (problem === "loopback") {
    warnings.push({
      code: "site-url-loopback",
      message: `SITE_URL is ${cfg.SITE_URL}, an address of this machine only: the guests' and owners' links in mails, canonical addresses, the sitemap and the table card's QR code point there. Set SITE_URL to the site's public https address (docs/operations.md §1)`,
    });
  } else if (problem === "plain-http") {
    warnings.push({
      code: "site-url-plain-http",
      message: `SITE_URL is ${cfg.SITE_URL}, plain HTTP: the owners' cookies are not Secure and browsers warn the guests. Set SITE_URL to the site's https address behind a proxy with TLS (docs/operations.md §1, §2)`,
    });
  }
  if (!cfg.SMTP_URL) {
    warnings.push({
      code: "mail-to-files",
      message: `no SMTP_URL in production: no mail leaves the site, every mail (the owners' and the guests') is written as a file to ${mailFolder}. Set SMTP_URL (docs/operations.md §9)`,
    });
  }
  return warnings;
}
