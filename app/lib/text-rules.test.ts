import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capitaliseWords, charCount, containsUrl, removeSpaces, singleLine } from "./text-rules.ts";

/** Every way of writing a token in upper and lower case. */
const anyCase = (token: string) =>
  fc.array(fc.boolean(), { minLength: token.length, maxLength: token.length }).map((upper) =>
    [...token].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(""),
  );

describe("URL ban (docs/product.md §5)", () => {
  it("finds www, http://, https://, ftp and .com in any case, anywhere", () => {
    const token = fc.constantFrom("www", "http://", "https://", "ftp", ".com").chain(anyCase);
    fc.assert(fc.property(fc.string(), token, fc.string(), (before, t, after) => containsUrl(before + t + after)));
  });

  it("lets text without those through", () => {
    // Without w, f, / and . none of the patterns can form.
    const safe = fc.string({ unit: fc.constantFrom(..."abcdeghijklmnopqrstuvxyzñé ÁÉ-,'0123456789😀") });
    fc.assert(fc.property(safe, (s) => !containsUrl(s)));
    expect(containsUrl("Soft pedia")).toBe(false);
  });
});

describe("character count", () => {
  it("counts what a person sees as one character", () => {
    expect(charCount("José")).toBe(4);
    expect(charCount("Jose\u0301")).toBe(4);
    expect(charCount("👍🏽🇨🇺👨‍👩‍👧")).toBe(3);
    expect("👍🏽".length).toBe(4);
  });
});

describe("capitalising by word (docs/product.md §3)", () => {
  it("capitalises the first letter of every word and nothing else", () => {
    expect(capitaliseWords("juan pérez-garcía")).toBe("Juan Pérez-García");
    expect(capitaliseWords("estados unidos")).toBe("Estados Unidos");
    expect(capitaliseWords("USA")).toBe("USA");
    expect(capitaliseWords("ñoño o'neil")).toBe("Ñoño O'Neil");
    expect(capitaliseWords("élodie  d'arc")).toBe("Élodie  D'Arc");
  });

  it("is idempotent and keeps the length", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = capitaliseWords(s);
        return capitaliseWords(once) === once && [...once].length === [...s].length;
      }),
    );
  });
});

describe("phone and single-line text", () => {
  it("removes every space from a phone", () => {
    expect(removeSpaces("+53 41 994 430")).toBe("+5341994430");
    fc.assert(fc.property(fc.string(), (s) => !/\s/.test(removeSpaces(s))));
  });

  it("turns line breaks into spaces", () => {
    expect(singleLine("Ana\r\nBcc: x@y.z")).toBe("Ana Bcc: x@y.z");
    fc.assert(fc.property(fc.string(), (s) => !/[\r\n]/.test(singleLine(s))));
  });
});
