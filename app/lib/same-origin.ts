// Cross-site request forgery guard (docs/product.md §13: every mutation checks the Origin header).
// Browsers send Origin with every POST; a form or script on another site cannot forge it.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request may change something (everything but GET, HEAD and OPTIONS). */
export function isMutation(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * True when the request comes from one of our own pages: its Origin header (or, when a
 * privacy setting stripped it, its Referer) is the address the request was sent to or
 * one of `trustedOrigins` (the canonical SITE_URL behind a proxy). A missing or "null"
 * origin is refused: a mutation must prove where it comes from.
 */
export function isSameOrigin(request: Request, trustedOrigins: readonly string[] = []): boolean {
  const allowed = new Set([new URL(request.url).origin, ...trustedOrigins.map(originOf).filter((o) => o !== null)]);
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== "null") return allowed.has(origin);
  if (origin === "null") return false;
  const referer = request.headers.get("Referer");
  const refererOrigin = referer ? originOf(referer) : null;
  return refererOrigin !== null && allowed.has(refererOrigin);
}
