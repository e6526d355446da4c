import type { Lang } from "#app/lib/lang.ts";

// The restaurant's facts (docs/product.md §11): what every page, mail and printed card says
// about the place. The owners edit them (Restaurant details, app/features/facts/); the start
// seeds them from content/site.json on a new site. This file is their shape and what is
// derived from them, so the shell, the features and the browser share one vocabulary.

export type PostalAddress = {
  readonly street: string;
  readonly locality: string;
  readonly region: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2 ("CU"), for schema.org's addressCountry. */
  readonly countryCode: string;
};

export type Coordinates = { readonly latitude: number; readonly longitude: number };

/** A page elsewhere on the web the site links to: a sister site, a review page. */
export type WebLink = { readonly name: string; readonly url: string };

export type SiteFacts = {
  /** The name as shown on every page and mail. */
  readonly name: string;
  /** The name on the copyright line. */
  readonly legalName: string;
  readonly address: PostalAddress;
  readonly geo: Coordinates;
  /** International form: "+53 41 994 430". */
  readonly phone: string;
  /** The WhatsApp number in international form, or null when the restaurant has none. */
  readonly whatsapp: string | null;
  readonly email: string;
  /** A line about when the restaurant is open, in each language (the hours themselves are the schedule's). */
  readonly opening: Readonly<Record<Lang, string>>;
  readonly sisterSites: readonly WebLink[];
  /** Where guests leave reviews (TripAdvisor, Google…). */
  readonly reviewPages: readonly WebLink[];
  /** schema.org's servesCuisine, in English (the SEO dictionary translates them). */
  readonly servesCuisine: readonly string[];
  /** schema.org's priceRange ("€€"). */
  readonly priceRange: string;
};

/** "+53 41 994 430" → "tel:+5341994430" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** "+53 5 299 4430" → "https://wa.me/5352994430" (WhatsApp's own link: digits only, no plus). */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/**
 * The city map's public address: stable, so it can be printed and shared; the owners replace
 * the PDF behind it in Photos & files (app/features/media/rules/file-addresses.ts).
 */
export const cityMapPath = "/files/trinidad-city-map.pdf";

/** Where the interactive map comes from: the one other origin a page may frame (server/security-headers.ts). */
export const mapEmbedOrigin = "https://www.google.com";
