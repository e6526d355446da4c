import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { config } from "#app/config.server.ts";
import { isMutation, isSameOrigin } from "#app/lib/same-origin.ts";
import { ownerLangFromPathname } from "#app/lib/lang.ts";
import { currentOwner } from "#app/features/identity/current-owner.server.ts";
import { adminText } from "../shell/dictionary.ts";
import type { Owner } from "#app/features/identity/owners.server.ts";
import { signInHref } from "#app/lib/admin-paths.ts";

/** The signed-in owner, set by requireOwnerMiddleware for every route below the signed-in layout. */
export const ownerContext = createContext<Owner>();

/** The page that was asked for, as an address the browser can open again (no ".data", no "_routes"). */
function askedFor(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return pathname + url.search;
}

/**
 * THE guard of the owners' area (docs/product.md §13): the owner of a live session, or a redirect to
 * the sign-in page in the address's language (which comes back here after sign-in for a
 * page; a refused form post is not replayed). Use it in any loader, action or resource
 * route that is not already below the signed-in layout.
 */
export async function requireOwner(request: Request): Promise<Owner> {
  const owner = await currentOwner(request);
  if (owner) return owner;
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  if (isMutation(request.method)) throw redirect(signInHref(lang), 303);
  throw redirect(signInHref(lang, askedFor(request)));
}

/** Middleware of the signed-in layout: one guard for every page and endpoint below it. */
export const requireOwnerMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(ownerContext, await requireOwner(request));
};

/** In a loader or action below the signed-in layout: who is acting. */
export function ownerOf(context: Readonly<RouterContextProvider>): Owner {
  return context.get(ownerContext);
}

/**
 * Middleware of the whole /admin tree: the Origin check on every mutation, before anything
 * else runs. Refused with a plain 403 in the address's language (an error thrown from
 * middleware would be drawn by the public root's ErrorBoundary).
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (isMutation(request.method) && !isSameOrigin(request, [config().SITE_URL])) {
    const lang = ownerLangFromPathname(new URL(request.url).pathname);
    return new Response(adminText[lang].forbidden, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return next();
};

/** Middleware of the whole /admin tree: never indexed, never cached, whatever the answer. */
export const privatePageMiddleware: MiddlewareFunction<Response> = async (_, next) => {
  const response = await next();
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};
