import { localizePath, type Lang } from "../language/lang";

// The owners' area lives at /admin (English) and /es/admin (Spanish), like the public
// site (design.md §4): the language is in the address, so <html lang> is always right.

/** "/requests" → "/admin/requests" or "/es/admin/requests". */
export function adminHref(lang: Lang, path = ""): string {
  return localizePath(`/admin${path}`, lang);
}

const ADMIN_PATH = /^\/(es\/)?admin(\/|$)/;

export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH.test(pathname);
}

export function homeOfAdmin(lang: Lang): string {
  return adminHref(lang, "/requests");
}

/**
 * Where to go after signing in: only a path inside the owners' area (never another
 * site: "//evil.example" or "/\evil.example" are refused), else the inbox.
 */
export function safeNext(next: string | null | undefined, lang: Lang): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return homeOfAdmin(lang);
  const pathname = next.split(/[?#]/)[0] ?? "";
  if (!isAdminPath(pathname) || /\/admin\/sign-(in|out)\b/.test(pathname)) return homeOfAdmin(lang);
  return next;
}

export function signInHref(lang: Lang, next?: string): string {
  const base = adminHref(lang, "/sign-in");
  return next ? `${base}?${new URLSearchParams({ next })}` : base;
}
