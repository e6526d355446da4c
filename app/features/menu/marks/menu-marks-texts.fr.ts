import type { menuMarksTexts } from "./menu-marks-texts.ts";

// French words of menu-marks-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const menuMarksTextsFr = {
  filterSummary: "Filtrer par régime ou allergène",
  suitableFor: "Convient aux régimes",
  without: "Sans",
  apply: "Afficher ces plats",
  showing: "{shown} sur {total} plats : {words}.",
  showAll: "Afficher toute la carte",
  noMatch: "Aucun plat de la carte ne correspond à ce filtre.",
  ignored: "Une partie de cette adresse n’est pas un filtre connu ; elle a été ignorée.",
  legend: "Symboles de la carte",
} as const satisfies (typeof menuMarksTexts)["en"];
