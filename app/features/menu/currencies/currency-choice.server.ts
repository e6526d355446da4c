// The menu page's answer headers for the currency (rules/currency-choice.ts): the cookie is set
// when the address asks for a currency, and every answer says it depends on the cookie.
import { config } from "#app/config.server.ts";
import { REPLACES_KEPT_HEADER } from "#app/shell/offline/offline-rules.ts";
import { baseCurrency, type MenuCurrency } from "../rules/currencies.ts";
import { currencyCookie, rememberedCurrency } from "../rules/currency-choice.ts";
import { CURRENCY_PARAM, pagesReplacedByCurrency } from "../rules/currency-links.ts";

/** What the visitor asks for: the address's ?currency=, or else the remembered one. */
export function wantedCurrency(request: Request): string | null {
  return new URL(request.url).searchParams.get(CURRENCY_PARAM) ?? rememberedCurrency(request.headers.get("Cookie"));
}

/**
 * `Vary: Cookie` always (the same address shows another currency to a visitor who chose one).
 * A page in euros without a cookie stays the shared one the HTML cache keeps; any other is
 * private. ?currency= remembers the currency shown, or forgets it for euros.
 */
export function currencyHeaders(request: Request, shown: MenuCurrency): Headers {
  const headers = new Headers({ Vary: "Cookie" });
  const url = new URL(request.url);
  const asked = url.searchParams.has(CURRENCY_PARAM);
  const remembered = rememberedCurrency(request.headers.get("Cookie"));
  if (asked && (shown === baseCurrency ? remembered !== null : remembered !== shown)) {
    const secure = config().SITE_URL.startsWith("https:") || new URL(request.url).protocol === "https:";
    headers.append("Set-Cookie", currencyCookie(shown, secure));
  }
  if (asked || remembered !== null || shown !== baseCurrency) headers.set("Cache-Control", "private, no-cache");
  // The offline copies of the menu, in every language, were made in the currency before (service-worker.ts).
  const replaced = pagesReplacedByCurrency(url.pathname, url.search);
  if (replaced.length > 0) headers.set(REPLACES_KEPT_HEADER, replaced.join(" "));
  return headers;
}
