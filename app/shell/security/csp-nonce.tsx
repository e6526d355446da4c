import { createContext as createReactContext, useContext, type ReactNode } from "react";
import { createContext } from "react-router";

// docs/operations.md §8: the Content-Security-Policy allows inline scripts only with this request's
// nonce. The Express middleware (server/security-headers.ts) makes the nonce, the load
// context (server/load-context.ts) carries it into React Router, and entry.server.tsx hands
// it to React's streaming scripts, to <ServerRouter> (its streamed loader data) and, through
// <NonceProvider>, to useNonce(): root.tsx gives it to <Links>, <Scripts>, <ScrollRestoration>.

/** The request's CSP nonce in React Router's context (loaders, actions, middleware, entry.server). */
export const cspNonceContext = createContext<string | null>(null);

const NonceContext = createReactContext<string | null>(null);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

let pageNonce: string | undefined;

/**
 * The nonce of the page in the browser. Browsers blank nonce attributes once parsed (so no
 * CSS selector can read them) but keep the value in the element's `nonce` property, which
 * is what React compares when it hydrates: rendering the same value avoids a mismatch.
 */
function browserNonce(): string {
  if (typeof document === "undefined") return "";
  pageNonce ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  return pageNonce;
}

/**
 * The nonce for an inline script: `<script nonce={useNonce()}>`. While rendering on the
 * server, the request's nonce; in the browser, the same value read back from the page.
 */
export function useNonce(): string {
  return useContext(NonceContext) ?? browserNonce();
}
