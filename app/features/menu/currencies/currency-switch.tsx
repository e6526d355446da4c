import type { MenuPageData } from "../page/menu-page-data.ts";
import { currencyHref } from "../rules/currency-links.ts";
import "./currency-switch.css";

/**
 * The text menu's currency (docs/owners-guide.md, "Currency rates"): plain links, so it works without
 * JavaScript and adds none; the server remembers the choice (rules/currency-choice.ts).
 * Nothing when only euros are offered; the rates line whenever a rate is set.
 */
export function CurrencySwitch({ data }: { data: Pick<MenuPageData, "currency" | "currencies" | "ratesLine" | "marks" | "words"> }) {
  const t = data.words;
  if (data.currencies.length < 2) return null;
  // A filtered view stays filtered in the other currency.
  const filter = data.marks.options.filter((option) => option.checked).map((option): [string, string] => [option.name, option.value]);
  return (
    <div className="currency-switch">
      <nav aria-label={t.currencyLabel}>
        <span className="currency-switch__label">{t.pricesIn}</span>
        <ul className="currency-switch__list">
          {data.currencies.map((currency) => (
            <li key={currency}>
              <a
                className="currency-switch__link"
                href={currencyHref(currency, filter)}
                aria-current={currency === data.currency ? "true" : undefined}
                title={t.currencyNames[currency]}
              >
                {currency}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.ratesLine ? <p className="currency-switch__rates">{data.ratesLine}</p> : null}
    </div>
  );
}
