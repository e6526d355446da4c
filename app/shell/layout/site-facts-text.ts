// The footer's lines, made from content/site.json (docs/product.md §11) in the page's language.
import { to12HourLabel } from "../../lib/clock";
import type { SiteFacts } from "../content/site";
import type { Lang } from "../../lib/lang";
import { layoutTexts } from "./layout-texts";

/** "Every day, 7:00 AM – 11:00 PM" (docs/product.md §1: all week, 7:00 AM to 11:00 PM). */
export function openingHoursLine(facts: SiteFacts, lang: Lang): string {
  const { opens, closes } = facts.openingHours;
  return `${layoutTexts[lang].everyDay}, ${to12HourLabel(opens)} – ${to12HourLabel(closes)}`;
}

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
