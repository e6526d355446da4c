import type express from "express";
import { RouterContextProvider } from "react-router";
import { cspNonceContext } from "../app/features/security/csp-nonce";
import { cspNonce } from "./security-headers";

/**
 * React Router's context for one request (v8: middleware is on, so it is a
 * RouterContextProvider). It carries what Express knows and the app needs.
 */
export function getLoadContext(_req: express.Request, res: express.Response): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce(res) || null);
  return context;
}
