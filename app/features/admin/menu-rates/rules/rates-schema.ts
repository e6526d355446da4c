import { z } from "#app/zod.ts";
import type { AdminTextCode } from "#app/features/admin/shell/admin-issues.ts";
import type { Lang } from "#app/lib/lang.ts";
import { formats } from "#app/lib/formats.ts";
import {
  RATE_CONFIRM_FACTOR,
  RATE_MAX,
  RATE_MAX_DECIMALS,
  foreignCurrencies,
  formatRate,
  needsConfirmation,
  parseRate,
  type CurrencyRates,
  type ForeignCurrency,
} from "#app/features/menu/rules/currencies.ts";

/** The form's field of each currency. */
export const rateFields = { USD: "usd", CUP: "cup" } as const satisfies Record<ForeignCurrency, string>;
/** The form's body: two short numbers and a box; anything larger is no form of ours. */
export const RATES_FORM_MAX_BYTES = 1024;

/**
 * The rates form, against the rates saved last (`last`): each rate a positive number (empty:
 * that currency is no longer offered); one more than RATE_CONFIRM_FACTOR away from the last
 * wants the confirmation box ticked. Browser and action run it; its messages are codes of the
 * owners' dictionary; `lang` writes the numbers they name ("1,08" in Spanish).
 */
export function ratesSchema(last: CurrencyRates | null, lang: Lang) {
  const factor = formats[lang].number(RATE_CONFIRM_FACTOR);
  return z
    .object({ usd: z.string().optional(), cup: z.string().optional(), confirm: z.string().optional() })
    .transform((v, ctx) => {
      const rates: CurrencyRates["rates"] = {};
      let far = false;
      for (const currency of foreignCurrencies) {
        const field = rateFields[currency];
        const parsed = parseRate(v[field] ?? "");
        if (!parsed.ok) {
          const message: AdminTextCode = parsed.error;
          ctx.addIssue({ code: "custom", path: [field], message, params: { max: RATE_MAX, decimals: RATE_MAX_DECIMALS } });
          continue;
        }
        if (parsed.rate === null) continue;
        rates[currency] = parsed.rate;
        const before = last?.rates[currency];
        if (!v.confirm && needsConfirmation(parsed.rate, before)) {
          far = true;
          const message: AdminTextCode = "rateFar";
          ctx.addIssue({ code: "custom", path: [field], message, params: { factor, last: formatRate(before ?? 0, currency, lang) } });
        }
      }
      if (far) ctx.addIssue({ code: "custom", path: ["confirm"], message: "rateConfirmNeeded" satisfies AdminTextCode });
      return rates;
    });
}
