import type { MetaDescriptor } from "react-router";

/**
 * A page's `meta`: the tags its loader computed on the server (page-meta.server.ts), so
 * the SEO builders and texts stay out of the browser's JavaScript (0011). A page whose
 * loader failed gets the root's: the restaurant's name in force as its title (app/root.tsx).
 */
export function metaFromLoader({ loaderData, matches }: { loaderData: { meta: MetaDescriptor[] } | undefined; matches: readonly ({ meta: MetaDescriptor[] } | undefined)[] }): MetaDescriptor[] {
  return loaderData?.meta ?? matches[0]?.meta ?? [];
}
