import { sessionTokenOf } from "./cookies.server.ts";
import type { Owner } from "./owners.server.ts";
import { ownerOfSession } from "./sessions.server.ts";

// The one question the rest of the site asks the owners' identity: who is this? The owners'
// area's guard (app/features/admin/sign-in/guard.server.ts) turns the answer into a page or a
// redirect to sign in; the server hands it to the photo router and /healthz (server/app.ts,
// server/platform.ts), which only need to know whether an owner asks.

/** The owner of the request's session cookie, or null (no cookie, bad signature, expired). */
export async function currentOwner(request: Request): Promise<Owner | null> {
  const token = await sessionTokenOf(request);
  return token ? ownerOfSession(token) : null;
}
