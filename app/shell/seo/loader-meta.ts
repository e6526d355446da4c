import type { MetaDescriptor } from "react-router";
import { seedContact } from "../content/seed-contact.ts";

/**
 * A page's `meta`: the tags its loader computed on the server (page-meta.server.ts), so
 * the SEO builders and texts stay out of the browser's JavaScript (0011). A page whose
 * loader failed still gets the site's name as its title.
 */
export function metaFromLoader(loaderData: { meta: MetaDescriptor[] } | undefined): MetaDescriptor[] {
  return loaderData?.meta ?? [{ title: seedContact.name }];
}
