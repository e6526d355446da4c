import { isAdminPath } from "./admin-paths.ts";
import { prefixAlternatives } from "./lang.ts";

// THE rule of what a log line may say of a request's address (docs/operations.md §5): the
// access log, the page-script warning and the render errors all print a path through it.
//
// Two kinds of address carry a bearer token in their path, where whoever reads it holds the
// permission: the guest's manage page (/r/<token>, /es/r/<token>:
// docs/decisions/0018-reservation-links.md) and the owners' decision links
// (/admin/decide/<token>, /es/admin/decide/<token>: app/features/requests/rules/decision-links.ts).
// Their token never reaches a log, at any spelling a client may send it in. Other private
// addresses lose only their query string (it could carry personal data or secrets).

/** What a token in a logged path is replaced with. */
export const REDACTED_TOKEN = "[token]";

const TOKEN_PATH = new RegExp(`^(\\/(?:${prefixAlternatives}))?\\/(r|admin\\/decide)\\/(.*)$`, "i");
const QUERY_SENSITIVE = [(path: string) => /^\/+(api|tapas-backend)(\/|$)/i.test(path), isAdminPath];
/** Percent-encoding decoded again and again ("%252F") stops here: more rounds add nothing a client could use. */
const MAX_DECODING_ROUNDS = 4;

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: kept as written.
    return segment;
  }
}

/**
 * The path as a router could read it, whatever the spelling: "\" read as "/", every segment
 * percent-decoded (so "%2F" becomes a separator and "%2e%2e" a step up), dot segments resolved
 * ("/x/../r"), empty segments dropped; again until nothing changes. Generous on purpose: a path
 * read as a token path by mistake only loses detail in a log line.
 */
function readablePath(path: string): string {
  let current = path;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    const segments = current.split(/[/\\]+/).map(decodedSegment).join("/").split(/[/\\]+/);
    const resolved: string[] = [];
    for (const segment of segments) {
      if (segment === "" || segment === ".") continue;
      if (segment === "..") resolved.pop();
      else resolved.push(segment);
    }
    const next = `/${resolved.join("/")}`;
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * A request's address (path and query string) as it may be logged: a token path becomes its
 * kind with the token replaced ("/es/r/[token]", "/admin/decide/[token].data" for React Router's
 * data request) and no query string; a path of the API or the owners' area loses its query
 * string; any other address is logged as it came.
 */
export function loggablePath(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const token = TOKEN_PATH.exec(readablePath(path));
  if (token) {
    const [, lang = "", kind = "", rest = ""] = token;
    const data = rest.toLowerCase().endsWith(".data") ? ".data" : "";
    return `${lang.toLowerCase()}/${kind.toLowerCase()}/${REDACTED_TOKEN}${data}`;
  }
  return QUERY_SENSITIVE.some((isSensitive) => isSensitive(path)) ? path : url;
}
