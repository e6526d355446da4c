/** A page's own headers from its loader's: only `Expires`, set when its content changes with the clock (menu-today.server.ts). */
export function timedPageHeaders(loaderHeaders: Headers): HeadersInit {
  const expires = loaderHeaders.get("Expires");
  return expires ? { Expires: expires } : {};
}
