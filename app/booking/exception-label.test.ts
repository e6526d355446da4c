import { describe, expect, it } from "vitest";
import { languages } from "../lib/lang.ts";
import type { ScheduleException } from "./schedule.ts";
import { exceptionLabel, writtenExceptionLabel } from "./schedule-words.ts";

// An exception's label in each guest language: the owners write English and Spanish, the other
// languages when they can; a guest never reads an empty or "undefined" label.

const christmasEve: ScheduleException = { from: "2026-12-24", to: "2026-12-24", periods: [], labelEn: "Christmas Eve", labelEs: "Nochebuena" };

describe("an exception's label", () => {
  it("reads each language's own label where it is written", () => {
    const labelled: ScheduleException = { ...christmasEve, labelFr: "Réveillon de Noël", labelDe: "Heiligabend", labelIt: "Vigilia di Natale", labelRu: "Сочельник" };
    expect(languages.map((lang) => exceptionLabel(labelled, lang))).toEqual(["Christmas Eve", "Nochebuena", "Réveillon de Noël", "Heiligabend", "Vigilia di Natale", "Сочельник"]);
  });

  it("stands in with the default language's label where a language has none (a document saved before it, or a blank one)", () => {
    const saved = JSON.parse(JSON.stringify({ ...christmasEve, labelDe: "  " })) as ScheduleException;
    for (const lang of ["fr", "de", "it", "ru"] as const) {
      expect(exceptionLabel(saved, lang), lang).toBe("Christmas Eve");
      expect(writtenExceptionLabel(saved, lang), lang).toBeUndefined();
    }
    expect(exceptionLabel(saved, "es")).toBe("Nochebuena");
  });
});
