import { siteFacts, type SiteFacts } from "../content/site";
import type { Lang } from "../../lib/lang";
import { seoTexts } from "./seo-texts";
import { appIcons, socialImagePath } from "./social-images";
import { absoluteUrl, pageUrl } from "./urls";

// docs/product.md §15.4: schema.org Restaurant for search engines, in the page's language, built
// only from content/site.json (docs/product.md §11) and the SEO dictionary.

const everyDay = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export type RestaurantJsonLd = Record<string, unknown> & { "@type": "Restaurant" };

export function restaurantJsonLd(lang: Lang, siteUrl: string, facts: SiteFacts = siteFacts): RestaurantJsonLd {
  const t = seoTexts[lang];
  const home = pageUrl(siteUrl, "/", lang);
  const cuisine = (name: string) => (t as Record<string, string | undefined>)[`cuisine-${name}`] ?? name;
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": `${absoluteUrl(siteUrl, "/")}#restaurant`,
    name: facts.name,
    description: t.description,
    url: home,
    telephone: facts.phone,
    email: facts.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      addressCountry: facts.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: facts.geo.latitude, longitude: facts.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: facts.openingHours.days === "all" ? everyDay : [],
        opens: facts.openingHours.opens,
        closes: facts.openingHours.closes,
      },
    ],
    servesCuisine: facts.servesCuisine.map(cuisine),
    priceRange: facts.priceRange,
    // The contact section's form takes reservations (docs/product.md §4).
    acceptsReservations: `${home}#form-contact`,
    hasMenu: pageUrl(siteUrl, "/menu", lang),
    image: [absoluteUrl(siteUrl, socialImagePath("home", lang))],
    logo: absoluteUrl(siteUrl, appIcons.png512),
  };
}

