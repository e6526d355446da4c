import type express from "express";
import { RouterContextProvider } from "react-router";
import { clientAddressContext } from "../app/client-address.server.ts";
import { cspNonceContext } from "../app/shell/security/csp-nonce.tsx";
import { documentValuesContext } from "../app/lib/sent-once.server.ts";
import { cspNonce } from "./security-headers.ts";

/**
 * React Router's context for one request (v8: middleware is on, so it is a
 * RouterContextProvider). It carries what Express knows and the app needs: the CSP
 * nonce, the client's address (req.ip honours TRUST_PROXY) for per-client limits, and, for
 * a document (not a client navigation's `.data`), where its loaders set aside what is sent
 * only in its HTML (app/lib/sent-once.tsx).
 */
export function getLoadContext(req: express.Request, res: express.Response): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce(res) || null);
  context.set(clientAddressContext, req.ip ?? "unknown");
  context.set(documentValuesContext, req.path.endsWith(".data") ? null : new Map());
  return context;
}
