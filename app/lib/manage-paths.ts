// The guest's manage pages live at /r/<token> and /es/r/<token> (app/routes.ts,
// docs/decisions/0018-reservation-links.md): private by address, like the owners' area.
import { routerSpelling } from "./router-spelling.ts";
import { prefixAlternatives } from "./lang.ts";

const MANAGE_PATH = new RegExp(`^\\/((?:${prefixAlternatives})\\/)?r(\\/|\\.data$|$)`, "i");

/**
 * Whether a path is a guest's manage page, at any spelling the router serves it at (without
 * regard to case, percent-decoded, "\" read as "/"), its React Router data requests included.
 * The service worker never keeps these (app/shell/offline/offline-rules.ts).
 */
export function isManagePath(pathname: string): boolean {
  return MANAGE_PATH.test(routerSpelling(pathname));
}
