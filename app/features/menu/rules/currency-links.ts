// The currency switch's links (currency-choice.ts says how the choice is kept). Apart, so the
// switch's script carries no currency rules and none of their words (the rates line's: the
// server writes it; docs/decisions/0034-words-in-the-pages-language.md).
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
