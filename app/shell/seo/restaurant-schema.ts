import type { SiteFacts } from "../content/site.ts";
import type { Lang } from "#app/lib/lang.ts";
import { upcomingExceptions, weeklyHourGroups, type Period, type Schedule } from "#app/booking/schedule.ts";
import { wallMomentAt, type Weekday } from "#app/booking/wall-time.ts";
import { seoTexts } from "./seo-texts.ts";
import { appIcons, socialImagePath } from "./social-images.ts";
import { absoluteUrl, pageUrl } from "./urls.ts";

// docs/product.md §15.4: schema.org Restaurant for search engines, in the page's language, built
// from content/site.json (docs/product.md §11), the SEO dictionary and the schedule (§17).

const dayNames: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** How far ahead the special hours reach (Google reads them as they come; a year is plenty). */
export const SPECIAL_HOURS_DAYS = 366;

type HoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
};

/**
 * Google's rules for LocalBusiness hours (Search Central, "Local business"): a day closed all
 * day has opens and closes "00:00"; a closing at midnight is "23:59" (a "00:00" closing
 * after a "00:00" opening would read as closed).
 */
function hoursOf(periods: readonly Period[]): { opens: string; closes: string }[] {
  if (periods.length === 0) return [{ opens: "00:00", closes: "00:00" }];
  return periods.map((p) => ({ opens: p.opens, closes: p.closes === "24:00" ? "23:59" : p.closes }));
}

/** openingHoursSpecification: one entry per run of days with the same hours and per period. */
export function openingHoursSpecification(schedule: Schedule): HoursSpecification[] {
  return weeklyHourGroups(schedule).flatMap((group) =>
    hoursOf(group.periods).map((hours) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: group.days.map((day) => dayNames[day]),
      ...hours,
    })),
  );
}

/** specialOpeningHoursSpecification: the exceptions from today on, each period, with their dates. */
export function specialOpeningHoursSpecification(schedule: Schedule, now: Date): HoursSpecification[] {
  const today = wallMomentAt(now, schedule.timeZone).date;
  return upcomingExceptions(schedule, today, SPECIAL_HOURS_DAYS).flatMap((exception) =>
    hoursOf(exception.periods).map((hours) => ({
      "@type": "OpeningHoursSpecification" as const,
      ...hours,
      validFrom: exception.from,
      validThrough: exception.to,
    })),
  );
}

export type RestaurantJsonLd = Record<string, unknown> & { "@type": "Restaurant" };

export function restaurantJsonLd(lang: Lang, siteUrl: string, schedule: Schedule, now: Date, facts: SiteFacts): RestaurantJsonLd {
  const special = specialOpeningHoursSpecification(schedule, now);
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
    ...(facts.reviewPages.length > 0 || facts.sisterSites.length > 0 ? { sameAs: [...facts.reviewPages, ...facts.sisterSites].map((l) => l.url) } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      addressCountry: facts.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: facts.geo.latitude, longitude: facts.geo.longitude },
    openingHoursSpecification: openingHoursSpecification(schedule),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    servesCuisine: facts.servesCuisine.map(cuisine),
    priceRange: facts.priceRange,
    // The contact section's form takes reservations (docs/product.md §4).
    acceptsReservations: `${home}#form-contact`,
    hasMenu: pageUrl(siteUrl, "/menu", lang),
    image: [absoluteUrl(siteUrl, socialImagePath("home", lang))],
    logo: absoluteUrl(siteUrl, appIcons.png512),
  };
}

