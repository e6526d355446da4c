import { config } from "../config.server.ts";
import { sitemapXml } from "../shell/seo/sitemap.ts";

export function loader() {
  return new Response(sitemapXml(config().SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
