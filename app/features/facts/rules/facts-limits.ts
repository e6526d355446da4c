// The limits of the restaurant's facts (docs/owners-guide.md, "Restaurant details"): named once,
// read by the schema, the form's counters and the owners' guide's wording.

/** The name as shown, on every page's header and in every mail's sender. */
export const FACT_NAME_MAX = 80;
/** The name on the copyright line. */
export const FACT_LEGAL_NAME_MAX = 120;
/** Each line of the address. */
export const FACT_ADDRESS_LINE_MAX = 120;
/** The opening line, in each language. */
export const FACT_OPENING_MAX = 160;
/** An e-mail address (RFC 5321's limit for a path). */
export const FACT_EMAIL_MAX = 254;
/** A web address. */
export const FACT_URL_MAX = 500;
/** A link's name (a sister site's, a review page's). */
export const FACT_LINK_NAME_MAX = 60;
/** How many sister sites, and how many review pages, the form offers. */
export const FACT_LINKS_MAX = 4;
/** A phone number as written, spaces included: "+" and up to 15 digits (ITU-T E.164). */
export const FACT_PHONE_MAX = 24;
/** The fewest digits of a number in international form, country code included. */
export const FACT_PHONE_MIN_DIGITS = 7;
/** The most (ITU-T E.164). */
export const FACT_PHONE_MAX_DIGITS = 15;
/** schema.org's priceRange, as a few currency signs. */
export const FACT_PRICE_RANGE_MAX = 5;
