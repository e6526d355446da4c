import type { Route } from "./+types/web-manifest";
import { langFromPathname } from "../lib/lang.ts";
import { webManifest } from "../shell/seo/web-manifest.ts";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPathname(new URL(request.url).pathname);
  return new Response(JSON.stringify(webManifest(lang)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
