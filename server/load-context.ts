import type express from "express";
import { RouterContextProvider } from "react-router";
import { clientAddressContext } from "../app/client-address.server";
import { cspNonceContext } from "../app/shell/security/csp-nonce";
import { cspNonce } from "./security-headers";

/**
 * React Router's context for one request (v8: middleware is on, so it is a
 * RouterContextProvider). It carries what Express knows and the app needs: the CSP
 * nonce, and the client's address (req.ip honours TRUST_PROXY) for per-client limits.
 */
export function getLoadContext(req: express.Request, res: express.Response): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce(res) || null);
  context.set(clientAddressContext, req.ip ?? "unknown");
  return context;
}
