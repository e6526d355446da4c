import { createContext } from "react-router";

/**
 * The client's address as Express sees it (req.ip: the socket's address, or
 * X-Forwarded-For when TRUST_PROXY is on). Loaders and actions read it with
 * `context.get(clientAddressContext)`, e.g. for per-client rate limits.
 */
export const clientAddressContext = createContext<string>("unknown");
