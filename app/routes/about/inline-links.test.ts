import { describe, expect, it } from "vitest";
import en from "#content/text/en.json";
import es from "#content/text/es.json";
import { parseInlineLinks } from "./inline-links.ts";

describe("links inside editable texts", () => {
  it("turns [label](https://…) into links and keeps the text around them", () => {
    expect(parseInlineLinks("Visit [Hostal](https://a.example) and [Casa](http://b.example).")).toEqual([
      { text: "Visit " },
      { text: "Hostal", href: "https://a.example" },
      { text: " and " },
      { text: "Casa", href: "http://b.example" },
      { text: "." },
    ]);
  });

  it("never links anything but http(s)", () => {
    expect(parseInlineLinks("[x](javascript:alert(1))")).toEqual([{ text: "[x](javascript:alert(1))" }]);
    expect(parseInlineLinks("plain")).toEqual([{ text: "plain" }]);
  });

  it("finds the sister sites in about.aboutus in both languages", () => {
    for (const texts of [en, es]) {
      expect(parseInlineLinks(texts.about.aboutus).filter((p) => p.href)).toHaveLength(2);
    }
  });
});
