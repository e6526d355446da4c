import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import type { Lang } from "../language/lang";
import { useNonce } from "../security/csp-nonce";
import { restaurantJsonLd, serializeJsonLd } from "./restaurant-schema";

/**
 * The page's schema.org Restaurant (issue 6 §4). A JSON-LD block is data, never run, so
 * the CSP does not apply to it; it carries the request's nonce all the same.
 * `siteUrl` defaults to the root loader's `siteUrl` (config().SITE_URL).
 */
export function RestaurantJsonLd({ lang, siteUrl }: { lang: Lang; siteUrl?: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const nonce = useNonce();
  const origin = siteUrl ?? root?.siteUrl;
  if (!origin) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Serialized by serializeJsonLd, which escapes "<".
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(restaurantJsonLd(lang, origin)) }}
    />
  );
}
