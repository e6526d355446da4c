// How a visitor picks the menu's currency (docs/owners-guide.md, "Currency rates"): plain links to
// ?currency=usd|cup|eur, no JavaScript, and a cookie that remembers the choice for later
// visits. Pure: the menu page, the HTML cache (server/html-cache/public-page-cache.ts) and the tests use it.
import { baseCurrency, menuCurrencies, type MenuCurrency } from "./currencies.ts";

/** The cookie that remembers a currency other than euros (euros: no cookie). */
export const CURRENCY_COOKIE = "menu_currency";
/** How long the choice is remembered (the longest a browser keeps a cookie is 400 days). */
export const CURRENCY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The currency a Cookie header remembers, or null. Only one of the menu's three codes counts,
 * whatever the rates: the HTML cache keeps a page per remembered currency, so a forged
 * cookie can make at most three of them.
 */
export function rememberedCurrency(cookieHeader: string | null | undefined): MenuCurrency | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.split("=").map((s) => s.trim());
    if (name !== CURRENCY_COOKIE) continue;
    const code = value?.toUpperCase();
    return menuCurrencies.find((c) => c === code && c !== baseCurrency) ?? null;
  }
  return null;
}

/** The Set-Cookie value that remembers a currency, or forgets it (null, or euros). */
export function currencyCookie(currency: MenuCurrency | null, secure: boolean): string {
  const remember = currency && currency !== baseCurrency;
  const value = remember ? currency.toLowerCase() : "";
  const maxAge = remember ? CURRENCY_COOKIE_MAX_AGE_S : 0;
  return `${CURRENCY_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
