import type { MetaDescriptor } from "react-router";
import { siteNameIn } from "../content/root-data.ts";

/**
 * A page's `meta`: the tags its loader computed on the server (page-meta.server.ts), so
 * the SEO builders and texts stay out of the browser's JavaScript (0011). A page whose
 * loader failed still gets the restaurant's name in force as its title (the root loader's facts).
 */
export function metaFromLoader({ loaderData, matches }: { loaderData: { meta: MetaDescriptor[] } | undefined; matches: Parameters<typeof siteNameIn>[0] }): MetaDescriptor[] {
  return loaderData?.meta ?? [{ title: siteNameIn(matches) }];
}
