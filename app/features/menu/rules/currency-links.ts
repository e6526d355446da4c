// The currency switch's links (currency-choice.ts says how the choice is kept). Apart, so the
// switch's script carries no currency rules and none of their words (the rates line's: the
// server writes it; docs/decisions/0034-words-in-the-pages-language.md).
import { languages, langFromPathname, localizePath } from "#app/lib/lang.ts";
import type { MenuCurrency } from "./currencies.ts";

/** The address's query parameter: /menu?currency=usd. */
export const CURRENCY_PARAM = "currency";

/**
 * The switch's link to a currency: the same page with the same filter (`filter`, the view's
 * diet and allergen choices: /menu?diet=vegan), landing on the menu as text (menu-content.tsx).
 */
export function currencyHref(currency: MenuCurrency, filter: ReadonlyArray<[string, string]> = []): string {
  const query = new URLSearchParams([...filter, [CURRENCY_PARAM, currency.toLowerCase()]]);
  return `?${query.toString()}#menu-as-text`;
}

/**
 * The pages an address asking for a currency makes out of date, its own menu first: the menu
 * in every language, kept for offline reading in the currency before
 * (REPLACES_KEPT_HEADER in app/shell/offline/offline-rules.ts). Empty for an address that asks
 * for none.
 */
export function pagesReplacedByCurrency(pathname: string, search: string): string[] {
  if (!new URLSearchParams(search).has(CURRENCY_PARAM)) return [];
  const own = localizePath("/menu", langFromPathname(pathname));
  return [own, ...languages.map((lang) => localizePath("/menu", lang)).filter((p) => p !== own)];
}
