import { email, name, openingHours, phone } from "#content/site.json";

/**
 * The seed's name, phone, e-mail and hours for the few texts and fallbacks that run in the browser
 * and still quote the seed rather than the stored facts (docs/owners-guide.md, "Restaurant
 * details"). Named imports, so a page's scripts carry these values and not the whole file: the
 * home page's scripts have a budget (docs/decisions/0011-javascript-budget.md).
 */
export const seedContact = { name, phone, email, openingHours } as const;
