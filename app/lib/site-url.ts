// What SITE_URL must be on the internet (docs/operations.md §1): every guest's manage link, the
// owners' decision links, canonical addresses, the sitemap and the table card's QR code start
// with it. Asked by the server's start (server/start-warnings.ts) and the owners' "Before you
// open" list (app/features/admin/before-you-open/).

/** Why a SITE_URL cannot be the site's public address; null when it can. */
export type SiteUrlProblem = "loopback" | "plain-http";

/** Host names and addresses that reach only the machine itself. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "::1" || host === "0:0:0:0:0:0:0:1") return true;
  if (/^127(\.\d{1,3}){3}$/.test(host)) return true;
  // An IPv4 loopback written as IPv6 (::ffff:127.0.0.1, normalised by URL to ::ffff:7f00:1).
  if (/^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(host)) return true;
  return host === "0.0.0.0" || host === "::";
}

/** The first reason this SITE_URL would not reach guests safely, or null. */
export function siteUrlProblem(siteUrl: string): SiteUrlProblem | null {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return "loopback";
  }
  if (isLoopbackHost(url.hostname)) return "loopback";
  if (url.protocol !== "https:") return "plain-http";
  return null;
}
