import { describe, expect, it } from "vitest";
import { currencyCookie, rememberedCurrency } from "./currency-choice.ts";
import { currencyHref } from "./currency-links.ts";

describe("the remembered currency", () => {
  it("reads only a code of the menu's other currencies from the Cookie header", () => {
    expect(rememberedCurrency("a=1; menu_currency=usd; b=2")).toBe("USD");
    expect(rememberedCurrency("menu_currency=CUP")).toBe("CUP");
    expect(rememberedCurrency("menu_currency=eur")).toBeNull();
    expect(rememberedCurrency("menu_currency=gbp")).toBeNull();
    expect(rememberedCurrency("menu_currency=")).toBeNull();
    expect(rememberedCurrency("xmenu_currency=usd")).toBeNull();
    expect(rememberedCurrency(undefined)).toBeNull();
  });

  it("is set for a year, forgotten for euros, Secure over HTTPS", () => {
    expect(currencyCookie("USD", false)).toBe("menu_currency=usd; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
    expect(currencyCookie("EUR", true)).toBe("menu_currency=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure");
    expect(currencyCookie(null, false)).toBe("menu_currency=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly");
  });

  it("is switched by a plain link to the same page's text menu", () => {
    expect(currencyHref("CUP")).toBe("?currency=cup#menu-as-text");
  });

  it("keeps the view's filter", () => {
    expect(currencyHref("USD", [["diet", "vegan"], ["without", "nuts"], ["without", "gluten"]])).toBe(
      "?diet=vegan&without=nuts&without=gluten&currency=usd#menu-as-text",
    );
  });
});
