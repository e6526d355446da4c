import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { OwnerLang } from "#app/lib/lang.ts";
import type { CurrencyRates } from "#app/features/menu/rules/currencies.ts";
import { adminText } from "#app/features/admin/shell/dictionary.ts";
import { adminIssueTexts } from "#app/features/admin/shell/admin-issues.ts";
import { ratesSchema } from "./rates-schema.ts";

const last: CurrencyRates = { date: "2026-11-20", rates: { USD: 1.08, CUP: 410 } };

function check(fields: Record<string, string>, lang: OwnerLang = "en", before: CurrencyRates | null = last) {
  return parseWithZod(new URLSearchParams(fields), { schema: ratesSchema(before, lang), formatError: adminIssueTexts(adminText[lang]) });
}
const errorsOf = (fields: Record<string, string>, lang: OwnerLang = "en", before: CurrencyRates | null = last) => {
  const result = check(fields, lang, before);
  return result.status === "success" ? {} : (result.error ?? {});
};

describe("the rates form", () => {
  it("saves rates written with a dot or a comma; an empty one takes its currency off", () => {
    const result = check({ usd: "1,1", cup: "" });
    expect(result.status === "success" && result.value).toEqual({ USD: 1.1 });
    const none = check({ usd: "", cup: "" });
    expect(none.status === "success" && none.value).toEqual({});
  });

  it("refuses a rate that is not a positive number, beside its field, in the owner's language", () => {
    expect(errorsOf({ usd: "0", cup: "410" })).toEqual({ usd: ["A rate is more than 0. To stop offering this currency, empty the field."] });
    expect(errorsOf({ usd: "1.08", cup: "-5" }, "es")).toEqual({ cup: ["Una tasa es mayor que 0. Para dejar de ofrecer esta moneda, vacía el campo."] });
    expect(errorsOf({ usd: "uno", cup: "410" }, "es")).toEqual({ usd: ["Escribe un número, como 1,08."] });
    expect(errorsOf({ usd: "1.08255", cup: "410" })).toEqual({ usd: ["At most 4 decimals."] });
  });

  it("asks for the box beyond 1.5 times the last rate, and saves once it is ticked", () => {
    expect(errorsOf({ usd: "10.8", cup: "410" })).toEqual({
      usd: ["More than 1.5 times away from the last rate (1.08). If it is right, tick the box below and save again."],
      confirm: ["Tick this box to save a rate so far from the last one."],
    });
    expect(errorsOf({ usd: "1.08", cup: "200" }, "es")).toEqual({
      cup: ["Se aleja más de 1,5 veces de la tasa anterior (410). Si es correcta, marca la casilla de abajo y guarda de nuevo."],
      confirm: ["Marca esta casilla para guardar una tasa tan lejos de la anterior."],
    });
    expect(check({ usd: "10.8", cup: "410", confirm: "on" }).status).toBe("success");
    expect(check({ usd: "1.5", cup: "500" }).status).toBe("success");
    // A first rate has nothing to be far from.
    expect(check({ usd: "108", cup: "4100" }, "en", null).status).toBe("success");
  });
});
