import net from "node:net";
import { ipKeyGenerator } from "express-rate-limit";
import { createContext } from "react-router";
import { IPV6_CLIENT_PREFIX_BITS } from "./lib/client-limits.ts";

/**
 * The client's address as Express sees it (req.ip: the socket's address, or the address
 * the trusted proxies put into X-Forwarded-For, per TRUST_PROXY). Loaders and actions read
 * it with `context.get(clientAddressContext)`, e.g. for per-client rate limits.
 */
export const clientAddressContext = createContext<string>("unknown");

/** What Express's `trust proxy` setting is given: no proxy, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the reserved ranges (Express's documentation). */
const rangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);
const everyone = new Set(["true", "on", "yes", "*", "all", "any"]);
/** The narrowest network a list may trust: wider ones hold most of the internet's clients. */
const WIDEST_PREFIX = { 4: 8, 6: 7 } as const;
const MAX_HOPS = 10;

const advice =
  "set the number of proxies in front of the server (1 behind one Caddy or nginx), `loopback`, or the proxies' addresses or networks (e.g. 10.0.0.5, 10.0.0.0/24)";

/**
 * TRUST_PROXY as Express takes it: `off` (or empty, `0`, `false`), a hop count (`1`: one
 * proxy, whose X-Forwarded-For entry is the client's; any entry the client wrote itself is
 * further left and ignored), or a comma-separated list of `loopback` / `linklocal` /
 * `uniquelocal` / addresses / CIDR networks. A value that would trust every hop — the
 * client's own X-Forwarded-For would then choose its address — is refused with the reason.
 * Returns the setting, or the message of why not.
 */
export function parseTrustProxy(raw: string): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const value = raw.trim().toLowerCase();
  if (["", "off", "false", "no", "0"].includes(value)) return { ok: true, value: false };
  if (everyone.has(value)) {
    return { ok: false, message: `"${raw}" would trust every hop, so any client could pick its own address with X-Forwarded-For; ${advice}` };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) return { ok: false, message: `${hops} proxies in a row is not a real deployment; ${advice}` };
    return { ok: true, value: hops };
  }
  const entries = value.split(",").map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    if (rangeNames.has(entry)) continue;
    const [address = "", prefixText, ...rest] = entry.split("/");
    const family = net.isIP(address);
    if (family === 0 || rest.length > 0 || (prefixText !== undefined && !/^\d+$/.test(prefixText))) {
      return { ok: false, message: `"${entry}" is neither a hop count, loopback/linklocal/uniquelocal, an address nor a CIDR network; ${advice}` };
    }
    if (prefixText === undefined) continue;
    const bits = family === 4 ? 32 : 128;
    let prefix = Number(prefixText);
    if (prefix > bits) return { ok: false, message: `"${entry}": a /${prefix} network does not exist for IPv${family}` };
    // ::ffff:a.b.c.d/96+n is the IPv4 network a.b.c.d/n.
    const mapped = family === 6 && /^::ffff:/.test(address) && prefix >= 96;
    if (mapped) prefix -= 96;
    if (prefix < WIDEST_PREFIX[mapped ? 4 : (family as 4 | 6)]) {
      return { ok: false, message: `"${entry}" trusts ${prefix === 0 ? "every address" : "a large part of the internet"}, so almost any client could pick its own address with X-Forwarded-For; ${advice}` };
    }
  }
  if (entries.length === 0) return { ok: false, message: `"${raw}" lists no proxy; ${advice}` };
  return { ok: true, value: entries };
}

/**
 * The key a per-client limit counts an address under: an IPv4 address as it is, an IPv6
 * address by its network (IPV6_CLIENT_PREFIX_BITS), an IPv4-mapped IPv6 address as IPv4.
 * Every per-client limit uses this one function.
 */
export function clientKey(address: string): string {
  try {
    return ipKeyGenerator(address, IPV6_CLIENT_PREFIX_BITS);
  } catch {
    return address;
  }
}
