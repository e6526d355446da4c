import type { menuMarksTexts } from "./menu-marks-texts.ts";

// German words of menu-marks-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const menuMarksTextsDe = {
  filterSummary: "Nach Ernährungsweise oder Allergenen filtern",
  suitableFor: "Ernährungsweise",
  without: "Ohne",
  apply: "Diese Gerichte zeigen",
  showing: "{shown} von {total} Gerichten: {words}.",
  showAll: "Ganze Speisekarte zeigen",
  noMatch: "Kein Gericht auf der Karte passt zu diesem Filter.",
  ignored: "Ein Teil dieser Adresse ist kein bekannter Filter; er wurde ignoriert.",
  legend: "Zeichen auf der Speisekarte",
} as const satisfies (typeof menuMarksTexts)["en"];
