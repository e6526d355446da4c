import { createContext, RouterContextProvider } from "react-router";

/**
 * The client's address as Express sees it (req.ip: the socket's address, or
 * X-Forwarded-For when TRUST_PROXY is on). Loaders and actions read it with
 * `context.get(clientAddressContext)`, e.g. for per-client rate limits.
 */
export const clientAddressContext = createContext<string>("unknown");

/** The load context server/app.ts gives React Router for each request. */
export function requestContext(clientAddress: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress ?? "unknown");
  return context;
}
