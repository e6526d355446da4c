import { createContext as createReactContext, useContext, type ReactNode } from "react";
import { createContext } from "react-router";

// issue 7 §1: the Content-Security-Policy allows inline scripts only with this request's
// nonce. The Express middleware (server/security-headers.ts) makes the nonce, the load
// context (server/load-context.ts) carries it into React Router, and entry.server.tsx hands
// it to React, to <ServerRouter> (which nonces <Scripts>, <ScrollRestoration>, <Links>) and
// to components through <NonceProvider>.

/** The request's CSP nonce in React Router's context (loaders, actions, middleware, entry.server). */
export const cspNonceContext = createContext<string | null>(null);

const NonceContext = createReactContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/**
 * The nonce for an inline `<script nonce={useNonce()}>` rendered on the server. It is
 * undefined in the browser: browsers hide nonces from the DOM, and a script that React
 * creates after hydration does not run anyway.
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
