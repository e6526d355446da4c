// The footer's lines, made from content/site.json (docs/product.md §11) in the page's language.
import type { SiteFacts } from "../content/site.ts";

/** "Calle Simón Bolívar 430, Trinidad, Sancti Spíritus, Cuba" as lines. */
export function addressLines(facts: SiteFacts): string[] {
  const { street, locality, region, country } = facts.address;
  return [street, `${locality}, ${region}`, country];
}

/** "© 2026 La Terraza Trinidad S.R.L. All rights reserved." */
export function copyrightLine(facts: SiteFacts, rights: string, year: number): string {
  const name = facts.legalName.endsWith(".") ? facts.legalName : `${facts.legalName}.`;
  return `© ${year} ${name} ${rights}`;
}
