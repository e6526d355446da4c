import type { Route } from "./+types/web-manifest";
import { langFromPathname } from "../lib/lang.ts";
import { webManifest } from "../shell/seo/web-manifest.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";

// Kept by browsers for an hour: an owner's new name reaches an installed site within it.
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPathname(new URL(request.url).pathname);
  return new Response(JSON.stringify(webManifest(lang, (await currentFacts()).name)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
