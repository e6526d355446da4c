import { config } from "../config.server.ts";
import { robotsTxt } from "../shell/seo/sitemap.ts";

export function loader() {
  return new Response(robotsTxt(config().SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
