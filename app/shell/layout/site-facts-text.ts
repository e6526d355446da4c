// The footer's lines, made from content/site.json (docs/product.md §11) in the page's language.
import type { SiteFacts } from "../content/site.ts";
import type { Lang } from "#app/lib/lang.ts";
import { layoutTexts } from "./layout-texts.ts";

/** "Calle Simón Bolívar 430, Trinidad, Sancti Spíritus, Cuba" as lines. */
export function addressLines(facts: SiteFacts): string[] {
  const { street, locality, region, country } = facts.address;
  return [street, `${locality}, ${region}`, country];
}

/** "© 2026 La Terraza Trinidad S.R.L. All rights reserved." */
export function copyrightLine(facts: SiteFacts, lang: Lang, year: number): string {
  const name = facts.legalName.endsWith(".") ? facts.legalName : `${facts.legalName}.`;
  return `© ${year} ${name} ${layoutTexts[lang].rights}`;
}
