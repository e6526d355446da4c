import { z } from "#app/zod.ts";
import { languages, type Lang } from "#app/lib/lang.ts";
import type { SiteFacts, WebLink } from "#app/shell/content/site.ts";
import {
  FACT_ADDRESS_LINE_MAX,
  FACT_EMAIL_MAX,
  FACT_LEGAL_NAME_MAX,
  FACT_LINK_NAME_MAX,
  FACT_LINKS_MAX,
  FACT_NAME_MAX,
  FACT_OPENING_MAX,
  FACT_PHONE_MAX,
  FACT_PHONE_MAX_DIGITS,
  FACT_PHONE_MIN_DIGITS,
  FACT_PRICE_RANGE_MAX,
  FACT_URL_MAX,
} from "./facts-limits.ts";

// The restaurant's facts as the owners' form sends them (docs/owners-guide.md, "Restaurant
// details"), and as the store keeps them. The messages are codes, worded per language in
// app/features/facts/facts-texts.ts; the browser and the action both run this schema.

export type FactsCode =
  | "required"
  | "tooLong"
  | "phoneForm"
  | "emailForm"
  | "urlForm"
  | "latitudeRange"
  | "longitudeRange"
  | "numberForm"
  | "countryCodeForm"
  | "linkIncomplete";

const code = (c: FactsCode) => ({ error: c });

const line = (max: number) => z.string({ error: "required" satisfies FactsCode }).trim().min(1, code("required")).max(max, code("tooLong"));

/** "+53 41 994 430": a plus, the country code and the number; digits and single spaces only. */
export const INTERNATIONAL_PHONE = /^\+\d(?: ?\d)*$/;

function digitsOf(phone: string): number {
  return phone.replace(/\D/g, "").length;
}

const phone = line(FACT_PHONE_MAX).refine(
  (p) => INTERNATIONAL_PHONE.test(p) && digitsOf(p) >= FACT_PHONE_MIN_DIGITS && digitsOf(p) <= FACT_PHONE_MAX_DIGITS,
  code("phoneForm"),
);

const httpsUrl = z
  .string()
  .trim()
  .max(FACT_URL_MAX, code("tooLong"))
  .refine((u) => URL.canParse(u) && new URL(u).protocol === "https:" && new URL(u).hostname.includes("."), code("urlForm"));

const coordinate = (min: number, max: number, outside: FactsCode) =>
  z.coerce.number({ error: "numberForm" satisfies FactsCode }).min(min, code(outside)).max(max, code(outside));

/** A row of the links' lists: both halves or neither (an empty row is left out). */
const linkRow = z
  .object({
    name: z.string().trim().max(FACT_LINK_NAME_MAX, code("tooLong")).optional(),
    url: httpsUrl.optional(),
  })
  .superRefine((row, ctx) => {
    if (row.name && !row.url) ctx.addIssue({ code: "custom", path: ["url"], message: "linkIncomplete" satisfies FactsCode });
    if (row.url && !row.name) ctx.addIssue({ code: "custom", path: ["name"], message: "linkIncomplete" satisfies FactsCode });
  });

const links = z
  .array(linkRow)
  .max(FACT_LINKS_MAX)
  .optional()
  .transform((rows): WebLink[] => (rows ?? []).flatMap((r) => (r.name && r.url ? [{ name: r.name, url: r.url }] : [])));

/** Empty in a language: the footer shows no opening line there (docs/owners-guide.md). */
const optionalLine = (max: number) => z.string().trim().max(max, code("tooLong")).optional().transform((text) => text ?? "");

const opening = z.object(
  Object.fromEntries(languages.map((lang) => [lang, optionalLine(FACT_OPENING_MAX)])) as Record<Lang, ReturnType<typeof optionalLine>>,
);

/** The owners' form, field by field; its output is the facts a save keeps. */
export const factsEditSchema = z.object({
  name: line(FACT_NAME_MAX),
  legalName: line(FACT_LEGAL_NAME_MAX),
  address: z.object({
    street: line(FACT_ADDRESS_LINE_MAX),
    locality: line(FACT_ADDRESS_LINE_MAX),
    region: line(FACT_ADDRESS_LINE_MAX),
    country: line(FACT_ADDRESS_LINE_MAX),
    countryCode: z
      .string({ error: "required" satisfies FactsCode })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, code("countryCodeForm")),
  }),
  geo: z.object({
    latitude: coordinate(-90, 90, "latitudeRange"),
    longitude: coordinate(-180, 180, "longitudeRange"),
  }),
  phone,
  /** Empty: the restaurant has no WhatsApp. */
  whatsapp: phone.nullish().transform((p) => p ?? null),
  email: z.string({ error: "required" satisfies FactsCode }).trim().max(FACT_EMAIL_MAX, code("tooLong")).regex(z.regexes.email, code("emailForm")),
  opening,
  priceRange: line(FACT_PRICE_RANGE_MAX),
  sisterSites: links,
  reviewPages: links,
});

export type FactsEdit = z.output<typeof factsEditSchema>;

/** What the store keeps besides the form's fields (seeded, not edited: the SEO dictionary translates them). */
const kept = z.object({ servesCuisine: z.array(z.string()).readonly() });

/**
 * One stored version's document (site_fact_revisions.document): the form's language-neutral
 * fields and what is kept from the seed; the words per language are rows beside it. Parsed
 * again when read, so a version that no longer passes the rules is never shown as the facts.
 */
export const factsDocumentSchema = factsEditSchema.omit({ opening: true }).extend(kept.shape);

export type FactsDocument = z.output<typeof factsDocumentSchema>;

/** The stored facts as the site reads them. */
export function siteFactsOf(document: FactsDocument, opening: Record<Lang, string>): SiteFacts {
  return { ...document, opening };
}
