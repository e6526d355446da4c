import { createCookie, type Cookie } from "react-router";
import { config } from "#app/config.server.ts";
import { DEVICE_TRUST_MS, SESSION_MAX_AGE_MS } from "./rules/identity-limits.ts";

// Both cookies are signed with SESSION_SECRET (HMAC-SHA256), httpOnly and SameSite=Lax:
// a link from a mail still opens the inbox, while other sites' forms carry no cookie
// (and are refused by the Origin check anyway). Secure whenever the site is on HTTPS.

let cookies: { session: Cookie; device: Cookie } | undefined;

function jar() {
  const secrets = [config().SESSION_SECRET];
  cookies ??= {
    session: createCookie("owner_session", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets,
      maxAge: Math.floor(SESSION_MAX_AGE_MS / 1000),
    }),
    device: createCookie("owner_device", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets,
      maxAge: Math.floor(DEVICE_TRUST_MS / 1000),
    }),
  };
  return cookies;
}

/** HTTPS as the visitor sees it: SITE_URL says so, or the request (a trusted proxy's X-Forwarded-Proto). */
export function isHttps(request: Request): boolean {
  return config().SITE_URL.startsWith("https:") || new URL(request.url).protocol === "https:";
}

export async function sessionTokenOf(request: Request): Promise<string | null> {
  const value: unknown = await jar().session.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function sessionCookie(request: Request, token: string): Promise<string> {
  return jar().session.serialize(token, { secure: isHttps(request) });
}

export function clearedSessionCookie(request: Request): Promise<string> {
  return jar().session.serialize("", { secure: isHttps(request), maxAge: 0 });
}

/** The owner whose browser this is, per its device cookie (set at a successful sign-in). */
export async function trustedOwnerIdOf(request: Request, now = Date.now()): Promise<number | null> {
  const value: unknown = await jar().device.parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return null;
  const { owner, since } = value as { owner?: unknown; since?: unknown };
  if (typeof owner !== "number" || typeof since !== "number" || now - since > DEVICE_TRUST_MS) return null;
  return owner;
}

export function deviceCookie(request: Request, ownerId: number, now = Date.now()): Promise<string> {
  return jar().device.serialize({ owner: ownerId, since: now }, { secure: isHttps(request) });
}
