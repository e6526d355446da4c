import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

// docs/operations.md §8: every response carries these headers. The policy is built here, in one
// place, so the map, the robot-check and the pages' own scripts are allowed by name.

export type CspOptions = {
  /**
   * This request's nonce: the only way an inline script runs. Only an HTML document has
   * inline scripts; every other response gets the policy without one (see securityHeaders).
   */
  nonce: string | null;
  /**
   * Instead of a nonce, the hashes ('sha256-…') of the inline scripts a kept public page
   * carries (server/html-cache/kept-body.ts): the same bytes for every visitor, so they can be revalidated
   * with an ETag and kept by a shared cache.
   */
  scriptHashes?: readonly string[];
  /** Origin of the map iframe (content/site.json → mapEmbedUrl). */
  mapOrigin: string;
  captcha: "altcha" | "recaptcha";
  /** Vite's HMR websocket runs on its own port in development. */
  development: boolean;
  https: boolean;
};

// Google's documented sources for reCAPTCHA v2, allowed only when CAPTCHA=recaptcha.
const recaptchaScripts = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const recaptchaFrames = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];

/** The Content-Security-Policy header value for one response. */
export function contentSecurityPolicy(options: CspOptions): string {
  const recaptcha = options.captcha === "recaptcha";
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // No 'unsafe-inline': React Router's inline scripts and React's streaming scripts carry the nonce.
    [
      "script-src",
      "'self'",
      ...(options.nonce ? [`'nonce-${options.nonce}'`] : []),
      ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`),
      ...(recaptcha ? recaptchaScripts : []),
    ],
    // Styles may be inline: style attributes from components and the <style> the ALTCHA
    // widget injects. Styles cannot run code; scripts are what the policy locks down.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(options.development ? ["ws://localhost:*", "ws://127.0.0.1:*"] : [])],
    ["frame-src", options.mapOrigin, ...(recaptcha ? recaptchaFrames : [])],
    // ALTCHA solves its proof of work in web workers made from blob: URLs (default bundle)
    // or served from our own origin (its "external" bundle).
    ["worker-src", "'self'", "blob:"],
    ["manifest-src", "'self'"],
    ["media-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (options.https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/** Powerful features no page of the site uses: denied to the pages and to every iframe. */
export const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** Two years, the value the HSTS preload list asks for. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/** Pages are revalidated on every visit (an owner's edit shows at the next view). */
export const defaultCacheControl = "no-cache";

export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? "");
}

export type SecurityHeadersOptions = Omit<CspOptions, "nonce" | "https" | "scriptHashes">;

/** Replaces this response's nonce policy by one allowing exactly these inline scripts (no nonce). */
export function allowScriptHashes(res: Response, hashes: readonly string[]): void {
  const policyFor = res.locals.scriptHashPolicy as ((hashes: readonly string[]) => string) | undefined;
  if (policyFor) res.setHeader("Content-Security-Policy", policyFor(hashes));
}

/**
 * Sets the security headers, a fresh nonce in `res.locals.cspNonce`, and a default
 * Cache-Control that any handler setting its own (static files, resource routes) replaces.
 */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.locals.scriptHashPolicy = (scriptHashes: readonly string[]) =>
      contentSecurityPolicy({ ...options, nonce: null, scriptHashes, https: req.secure });
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ ...options, nonce, https: req.secure }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", permissionsPolicy);
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // Only a response that came over HTTPS may pin HTTPS (behind a proxy: TRUST_PROXY).
    if (req.secure) res.setHeader("Strict-Transport-Security", strictTransportSecurity);
    // React Router appends the route's headers rather than replacing them, so the default
    // is filled in only when the headers are written and nothing else chose one.
    beforeHeadersSent(res, () => {
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", defaultCacheControl);
      // A script, photo or file has no inline script to allow: its policy has no nonce, so
      // it is the same text on every such response, which HTTP/2 sends once per connection
      // (HPACK) instead of ~400 bytes again with each of a page's scripts and photos.
      const type = String(res.getHeader("Content-Type") ?? "");
      if (!type.startsWith("text/html")) {
        const policy = contentSecurityPolicy({ ...options, nonce: null, https: req.secure });
        // An uploaded PDF (app/features/media/media-routes.server.ts) is sent as a download;
        // should a browser render it anyway, the sandbox gives it no script and no origin.
        res.setHeader("Content-Security-Policy", type.startsWith("application/pdf") ? `${policy}; sandbox` : policy);
      }
    });
    next();
  };
}

function beforeHeadersSent(res: Response, fn: () => void) {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!done) {
      done = true;
      fn();
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
}
