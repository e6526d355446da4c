import { renderToStaticMarkup } from "react-dom/server";
import type { Lang } from "#app/lib/lang.ts";
import type { LocalizedSpecials } from "../rules/specials.ts";
import { SpecialsBlock } from "./specials-block.tsx";
import { todayTexts } from "./today-texts.ts";

/**
 * Today's specials as HTML, for the home page's menu section: the home page's JavaScript budget
 * is nearly full (docs/decisions/0011-javascript-budget.md), so its code does not carry the
 * block's component; the page sets this markup as it is (React escaped every text in it).
 */
export function specialsHtml(specials: LocalizedSpecials, lang: Lang): string {
  return renderToStaticMarkup(<SpecialsBlock specials={specials} label={todayTexts[lang].specialsLabel} headingLevel={3} />);
}
