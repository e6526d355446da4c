import { desc } from "drizzle-orm";
import { siteFactRevisions } from "#db/schema.ts";
import seed from "#content/site.json";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { languages } from "#app/lib/lang.ts";
import { siteDb } from "./built-site.ts";

// The owners' Restaurant details form (app/routes/admin.facts.tsx) as the page posts it, for the
// integration tests that change the facts the way an owner does.

/** The form's fields, from the seed's facts, with `changes` (field name → value). */
export function factsForm(changes: Record<string, string> = {}): URLSearchParams {
  const form = new URLSearchParams({
    intent: "save",
    name: seed.name,
    legalName: seed.legalName,
    "address.street": seed.address.street,
    "address.locality": seed.address.locality,
    "address.region": seed.address.region,
    "address.country": seed.address.country,
    "address.countryCode": seed.address.countryCode,
    "geo.latitude": String(seed.geo.latitude),
    "geo.longitude": String(seed.geo.longitude),
    phone: seed.phone,
    whatsapp: "",
    email: seed.email,
    // The opening line in every guest language, as the seed wrote it (the form shows all six).
    ...Object.fromEntries(languages.map((lang) => [`opening.${lang}`, seedFacts.opening[lang] ?? ""])),
    priceRange: seed.priceRange,
    ...Object.fromEntries(seed.sisterSites.flatMap((l, i) => [[`sisterSites[${i}].name`, l.name], [`sisterSites[${i}].url`, l.url]])),
  });
  for (const [k, v] of Object.entries(changes)) form.set(k, v);
  return form;
}

/** The stored versions of the facts, newest first. */
export async function factsVersions(dataDir: string) {
  const db = await siteDb(dataDir);
  return db.select().from(siteFactRevisions).orderBy(desc(siteFactRevisions.id));
}

/**
 * Posts the form as a signed-in owner, based on the newest version (as the page would show it);
 * the answer comes once the save's work is done (the menu's files drawn again).
 */
export async function saveFacts(site: { url: string; dataDir: string; cookie: string }, fields: URLSearchParams, lang: "en" | "es" = "en"): Promise<Response> {
  fields.set("basedOn", String((await factsVersions(site.dataDir))[0]!.id));
  return fetch(`${site.url}${lang === "es" ? "/es" : ""}/admin/facts`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: fields,
  });
}
