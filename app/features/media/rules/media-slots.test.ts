import { describe, expect, it } from "vitest";
import { languages } from "#app/lib/lang.ts";
import { mediaSlots, placeholderAlt, translatedSubjects } from "./media-slots.ts";

describe("the media slots' words", () => {
  it("give every slot a subject in every language, and the translations name no other slot", () => {
    const ids = mediaSlots.map((slot) => slot.id).sort();
    for (const words of Object.values(translatedSubjects)) expect(Object.keys(words).sort()).toEqual(ids);
    const unwritten = mediaSlots.flatMap((slot) => languages.filter((lang) => slot.subject[lang].trim() === "").map((lang) => `${slot.id}.${lang}`));
    expect(unwritten).toEqual([]);
  });

  it("seed a placeholder's alt text in the language's own words", () => {
    const mojito = mediaSlots.find((slot) => slot.id === "cocktails-1")!;
    expect(placeholderAlt(mojito, "de")).toMatch(/^Platzhalterfoto — /);
    expect(placeholderAlt(mojito, "ru")).toMatch(/^Временное фото — /);
  });
});
