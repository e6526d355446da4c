import seed from "#content/site.json";
import siteFr from "#content/site.fr.json";
import siteDe from "#content/site.de.json";
import siteIt from "#content/site.it.json";
import siteRu from "#content/site.ru.json";
import type { SiteFacts } from "./site.ts";

/**
 * The facts a new site starts with: content/site.json, which seeds and nothing else (with the
 * opening line's other languages in content/site.<lang>.json, beside the translators' other files). The start
 * writes them into the database (app/features/facts/facts-seed.server.ts) and the owners edit
 * them from then on; the pages, the mails and the printed card read the stored ones
 * (app/features/facts/facts-store.server.ts, the root loader's `facts`). Read directly only
 * where no stored facts can be had: before the start's seed (the store's fallback) and the mail's
 * default sender (docs/operations.md §9). The social images (scripts/build-seo-images.ts) read
 * content/site.json when they are drawn, with no database (docs/product.md §15.4).
 */
export const seedFacts: SiteFacts = {
  name: seed.name,
  legalName: seed.legalName,
  address: seed.address,
  geo: seed.geo,
  phone: seed.phone,
  whatsapp: seed.whatsapp,
  email: seed.email,
  opening: { ...seed.opening, fr: siteFr.opening, de: siteDe.opening, it: siteIt.opening, ru: siteRu.opening },
  sisterSites: seed.sisterSites,
  reviewPages: seed.reviewPages,
  servesCuisine: seed.servesCuisine,
  priceRange: seed.priceRange,
};
