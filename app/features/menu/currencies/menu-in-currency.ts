// The text menu's prices in the visitor's currency (app/features/menu/rules/currencies.ts): the
// localized menu with each price written "≈ 9.72 USD". Its `amount` stays in euros, for the
// schema.org offers (priceCurrency EUR).
import type { Lang } from "#app/lib/lang.ts";
import { localizeMenu, type LocalizedCard } from "../localized-menu.ts";
import type { MenuCard } from "../rules/menu.ts";
import { convertCents, formatApproximate, type CurrencyRates, type MenuCurrency } from "../rules/currencies.ts";

export function localizeMenuIn(cards: MenuCard[], lang: Lang, currency: MenuCurrency, rates: CurrencyRates | null): LocalizedCard[] {
  const localized = localizeMenu(cards, lang);
  const rate = currency === "EUR" ? undefined : rates?.rates[currency];
  if (rate === undefined) return localized;
  return localized.map((card, c) => ({
    ...card,
    items: card.items.map((item, i) => ({
      ...item,
      prices: item.prices.map((price, p) => {
        const cents = cards[c]?.items[i]?.prices[p]?.cents ?? 0;
        return { ...price, text: formatApproximate(convertCents(cents, rate, currency), currency, lang) };
      }),
    })),
  }));
}
