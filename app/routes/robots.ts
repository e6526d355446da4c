import { config } from "../config.server";
import { robotsTxt } from "../shell/seo/sitemap";

export function loader() {
  return new Response(robotsTxt(config().SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
