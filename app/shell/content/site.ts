import site from "#content/site.json";

/** The site facts (docs/product.md §11): one file, never scattered through code. */
export type SiteFacts = typeof site;
export const siteFacts: SiteFacts = site;

/** "+53 41 994 430" → "tel:+5341994430" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
