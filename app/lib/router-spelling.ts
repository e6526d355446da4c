/**
 * A path as the router reads it, for the rules that must recognise an address at any spelling
 * it is served at (app/lib/admin-paths.ts, app/lib/manage-paths.ts, the unpublished languages'
 * middleware): percent-decoded ("%61dmin" is "admin"), and "\" read as "/", as a browser does,
 * with runs of slashes as one. Case is left to the rule (the router ignores it). Invalid
 * percent-encoding is judged as written.
 */
export function routerSpelling(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: judged as written.
  }
  return decoded.replace(/[/\\]+/g, "/");
}
