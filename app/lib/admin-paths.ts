import { routerSpelling } from "./router-spelling.ts";
import { localizePath, prefixAlternatives, type Lang } from "./lang.ts";

// The owners' area lives at /admin (English) and /es/admin (Spanish), like the public
// site (docs/product.md §10): the language is in the address, so <html lang> is always right.

/** "/requests" → "/admin/requests" or "/es/admin/requests". */
export function adminHref(lang: Lang, path = ""): string {
  return localizePath(`/admin${path}`, lang);
}

const ADMIN_PATH = new RegExp(`^\\/((?:${prefixAlternatives})\\/)?admin(\\/|\\.data$|$)`, "i");
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * THE rule of what is the owners' area, at any spelling its pages are served at: the
 * router matches paths without regard to case ("/ADMIN/requests" is the inbox), decodes
 * "%61dmin", and a browser reads "\" as "/". Everything private by address uses this one
 * function: the public frame (root.tsx), the service worker's never-cached list
 * (offline-rules.ts), the logs' query redaction (app/lib/loggable-path.ts). Also
 * React Router's data requests for these pages ("/admin/requests.data").
 */
export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH.test(routerSpelling(pathname));
}

export function homeOfAdmin(lang: Lang): string {
  return adminHref(lang, "/requests");
}

/**
 * Where to go after signing in: only a path inside the owners' area (never another
 * site: "//evil.example" or "/\evil.example" are refused), else the inbox (the owners' mail's
 * decision links come back through here). Only printable ASCII, as the guard writes it (a
 * URL's path and query): no tab, which a browser drops from an address, and no line break or
 * other character a header cannot hold (it was a 500 after a successful sign-in).
 */
export function safeNext(next: string | null | undefined, lang: Lang): string {
  if (!next || !PRINTABLE_ASCII.test(next) || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return homeOfAdmin(lang);
  const pathname = next.split(/[?#]/)[0] ?? "";
  if (!isAdminPath(pathname) || /\/admin\/sign-(in|out)\b/i.test(pathname)) return homeOfAdmin(lang);
  return next;
}

export function signInHref(lang: Lang, next?: string): string {
  const base = adminHref(lang, "/sign-in");
  return next ? `${base}?${new URLSearchParams({ next })}` : base;
}
