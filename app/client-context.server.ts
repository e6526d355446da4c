import { createContext, RouterContextProvider } from "react-router";

/** Who sent a request, as the Express server saw it (honouring TRUST_PROXY). */
export type Client = { ip: string };

export const clientContext = createContext<Client>({ ip: "unknown" });

/** server/app.ts's getLoadContext: hands the client's address to loaders, actions and middleware. */
export function loadContextFor(ip: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientContext, { ip: ip ?? "unknown" });
  return context;
}
