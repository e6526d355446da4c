import type { menuMarksTexts } from "./menu-marks-texts.ts";

// Italian words of menu-marks-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). "Dieta" heads the diet choices (vegetariano, vegano, senza
// glutine): "Adatto a" would need a noun the diet words are not.
export const menuMarksTextsIt = {
  filterSummary: "Filtra per dieta o allergene",
  suitableFor: "Dieta",
  without: "Senza",
  apply: "Mostra questi piatti",
  showing: "{shown} piatti su {total}: {words}.",
  showAll: "Mostra tutto il menu",
  noMatch: "Nessun piatto del menu corrisponde a questo filtro.",
  ignored: "Una parte di questo indirizzo non è un filtro riconosciuto ed è stata ignorata.",
  legend: "Simboli del menu",
} as const satisfies (typeof menuMarksTexts)["en"];
