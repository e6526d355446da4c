// How the per-client limits (contact requests, owners' sign-in) tell clients apart and how
// much they remember: one source for both (app/client-address.server.ts uses them).

/**
 * IPv6 clients are counted by their /56: one household or phone line gets a whole prefix
 * (often a /56, at least a /64) and may pick any address in it, a new one per request.
 */
export const IPV6_CLIENT_PREFIX_BITS = 56;

/**
 * Keys (clients, accounts) an in-memory limiter remembers at most. Keys come from visitors,
 * so without a bound a flood from rotating addresses would grow the process's memory; past
 * it, expired keys go first, then the oldest.
 */
export const LIMITER_MAX_KEYS = 10_000;
