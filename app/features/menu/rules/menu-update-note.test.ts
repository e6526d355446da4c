import { describe, expect, it } from "vitest";
import { menuUpdateNote, updateNoteText } from "./menu-update-note.ts";

const havana = "America/Havana";
// 03:30 UTC on 13 November is still 12 November in Trinidad (UTC−5).
const changed = new Date("2026-11-13T03:30:00Z");

describe("the update note (carta.actualizacion)", () => {
  it("is automatic when the block is empty: the date of the last change in the page's language", () => {
    const en = menuUpdateNote("", changed, "en", havana);
    const es = menuUpdateNote("  ", changed, "es", havana);
    expect(updateNoteText(en)).toBe("Menu updated on 12 November 2026");
    expect(updateNoteText(es)).toBe("Carta actualizada el 12 de noviembre de 2026");
    expect(en).toMatchObject({ kind: "automatic", isoDate: "2026-11-12" });
  });

  it("puts the date where the owners' wording has {date}", () => {
    const note = menuUpdateNote("Prices checked {date}.", changed, "en", havana);
    expect(note).toEqual({
      kind: "automatic",
      before: "Prices checked ",
      date: "12 November 2026",
      after: ".",
      isoDate: "2026-11-12",
    });
  });

  it("shows the owners' own note exactly as written when it has no {date}", () => {
    const own = "Carta de temporada: verano 2027";
    expect(menuUpdateNote(own, changed, "es", havana)).toEqual({ kind: "own", text: own });
  });

  it("shows a missing block as the site does (docs/product.md §4)", () => {
    const missing = "Missing translation: carta.actualizacion";
    expect(updateNoteText(menuUpdateNote(missing, changed, "en", havana))).toBe(missing);
  });
});
