import { config } from "../config.server.ts";
import { sitemapXml } from "../shell/seo/sitemap.ts";
import { publishedLangs } from "../shell/languages/published-languages.server.ts";

export async function loader() {
  return new Response(sitemapXml(config().SITE_URL, await publishedLangs()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
