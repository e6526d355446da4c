import { describe, expect, it } from "vitest";
import { languages, defaultLang } from "#app/lib/lang.ts";
import { completenessOf, isWritten, publicationRefusal, type WordPlace } from "./language-publication.ts";

function place(kind: WordPlace["kind"], base: string, words: string | undefined): WordPlace {
  return { kind, label: `${kind}:${base}`, path: "/texts", base, words };
}

describe("a guest language's completeness", () => {
  it("counts filled and total per kind, and lists what is missing in order", () => {
    const c = completenessOf([
      place("texts", "Welcome", "Bienvenido"),
      place("texts", "Our menu", ""),
      place("menuItems", "Rice", "Arroz"),
      place("menuItems", "With beans", undefined),
      place("templates", "Your table is booked", "Su mesa"),
      place("photoAlts", "The terrace", "   "),
    ]);
    expect(c.counts).toEqual({
      texts: { filled: 1, total: 2 },
      menuItems: { filled: 1, total: 2 },
      specials: { filled: 0, total: 0 },
      templates: { filled: 1, total: 1 },
      photoAlts: { filled: 0, total: 1 },
      exceptions: { filled: 0, total: 0 },
      facts: { filled: 0, total: 0 },
    });
    expect(c.missing.map((m) => m.base)).toEqual(["Our menu", "With beans", "The terrace"]);
    expect(c.complete).toBe(false);
  });

  it("asks nothing where the default language has no words (an item without a description)", () => {
    const c = completenessOf([place("menuItems", "", ""), place("menuItems", "Rice", "Arroz")]);
    expect(c.counts.menuItems).toEqual({ filled: 1, total: 1 });
    expect(c.complete).toBe(true);
  });

  it("does not count the site's stand-in for a missing text block as written", () => {
    expect(isWritten("Missing translation: encabezado.titulo")).toBe(false);
    expect(isWritten(" Hola ")).toBe(true);
  });
});

describe("publishing and withdrawing a language", () => {
  const complete = completenessOf([place("texts", "Welcome", "Bienvenido")]);
  const incomplete = completenessOf([place("texts", "Welcome", "")]);

  it("publishes a complete language, refuses an incomplete one", () => {
    expect(publicationRefusal("es", { publish: true, completeness: complete })).toBeNull();
    expect(publicationRefusal("es", { publish: true, completeness: incomplete })).toBe("incomplete");
  });

  it("withdraws only on the second, explicit step", () => {
    expect(publicationRefusal("es", { publish: false, confirmed: false })).toBe("unconfirmed");
    expect(publicationRefusal("es", { publish: false, confirmed: true })).toBeNull();
  });

  it("never withdraws the default language (nor publishes it again: it always is)", () => {
    expect(publicationRefusal("en", { publish: false, confirmed: true })).toBe("default");
    expect(publicationRefusal("en", { publish: true, completeness: complete })).toBe("default");
  });
});

describe("a guest language added to the list (French, German, Italian, Russian)", () => {
  const added = languages.filter((lang) => lang !== defaultLang && lang !== "es");

  it("is refused publication while one exception's label or the opening line is missing, whatever else is written", () => {
    const written = [place("texts", "Welcome", "Bienvenue"), place("menuItems", "Rice", "Riz"), place("templates", "Booked", "Réservé")];
    const noLabel = completenessOf([...written, place("exceptions", "Christmas Eve", undefined)]);
    const noOpening = completenessOf([...written, place("facts", "Open daily", "")]);
    expect(noLabel.counts.exceptions).toEqual({ filled: 0, total: 1 });
    expect(noOpening.counts.facts).toEqual({ filled: 0, total: 1 });
    for (const lang of added) {
      expect(publicationRefusal(lang, { publish: true, completeness: noLabel }), lang).toBe("incomplete");
      expect(publicationRefusal(lang, { publish: true, completeness: noOpening }), lang).toBe("incomplete");
    }
  });

  it("is published once every kind is written, and withdrawn only on the second step", () => {
    const complete = completenessOf([
      place("texts", "Welcome", "Willkommen"),
      place("menuItems", "Rice", "Reis"),
      place("specials", "Fish of the day", "Fisch des Tages"),
      place("templates", "Booked", "Gebucht"),
      place("photoAlts", "The terrace", "Die Terrasse"),
      place("exceptions", "Christmas Eve", "Heiligabend"),
      place("facts", "Open daily", "Täglich geöffnet"),
    ]);
    expect(complete.complete).toBe(true);
    for (const lang of added) {
      expect(publicationRefusal(lang, { publish: true, completeness: complete }), lang).toBeNull();
      expect(publicationRefusal(lang, { publish: false, confirmed: false }), lang).toBe("unconfirmed");
      expect(publicationRefusal(lang, { publish: false, confirmed: true }), lang).toBeNull();
    }
  });
});
