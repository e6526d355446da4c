// The menu page's answer headers for the currency (rules/currency-choice.ts): the cookie is set
// when the address asks for a currency, and every answer says it depends on the cookie.
import { config } from "#app/config.server.ts";
import { languages, localizePath, langFromPathname } from "#app/lib/lang.ts";
import { REPLACES_KEPT_HEADER } from "#app/shell/offline/offline-rules.ts";
import { baseCurrency, type MenuCurrency } from "../rules/currencies.ts";
import { currencyCookie, rememberedCurrency } from "../rules/currency-choice.ts";
import { CURRENCY_PARAM } from "../rules/currency-links.ts";

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
  const asked = new URL(request.url).searchParams.has(CURRENCY_PARAM);
  const remembered = rememberedCurrency(request.headers.get("Cookie"));
  if (asked && (shown === baseCurrency ? remembered !== null : remembered !== shown)) {
    const secure = config().SITE_URL.startsWith("https:") || new URL(request.url).protocol === "https:";
    headers.append("Set-Cookie", currencyCookie(shown, secure));
  }
  if (asked || remembered !== null || shown !== baseCurrency) headers.set("Cache-Control", "private, no-cache");
  if (asked) {
    // The offline copies of the menu, in either language, were made in the currency before (service-worker.ts).
    const own = localizePath("/menu", langFromPathname(new URL(request.url).pathname));
    headers.set(REPLACES_KEPT_HEADER, [own, ...languages.map((lang) => localizePath("/menu", lang)).filter((p) => p !== own)].join(" "));
  }
  return headers;
}
