// The menu page's words around the dietary and allergen marks and the filter (docs/product.md
// §14.10), in both languages (docs/contributing.md §3.4). Read on the server only
// (menu-marks-data.ts): the page gets the words of its language in its data, so the public
// JavaScript carries none of them.
import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { menuMarksTextsFr } from "./menu-marks-texts.fr.ts";
import { menuMarksTextsDe } from "./menu-marks-texts.de.ts";
import { menuMarksTextsIt } from "./menu-marks-texts.it.ts";
import { menuMarksTextsRu } from "./menu-marks-texts.ru.ts";

// The English words give the dictionary's type: the translations beside it are checked against
// it, so it must not be inferred from them.
const menuMarksTextsEn = {
  filterSummary: "Filter by diet or allergen",
  suitableFor: "Suitable for",
  without: "Without",
  apply: "Show these dishes",
  showing: "{shown} of {total} dishes: {words}.",
  showAll: "Show the whole menu",
  noMatch: "No dish on the menu matches this filter.",
  ignored: "Part of this address is not a filter we know; it was ignored.",
  legend: "Marks on the menu",
} as const;

export const menuMarksTexts: Dictionary<{ readonly [K in keyof typeof menuMarksTextsEn]: string }> = bilingual({
  en: menuMarksTextsEn,
  es: {
    filterSummary: "Filtrar por dieta o alérgeno",
    suitableFor: "Apto para",
    without: "Sin",
    apply: "Mostrar estos platos",
    showing: "{shown} de {total} platos: {words}.",
    showAll: "Ver toda la carta",
    noMatch: "Ningún plato de la carta cumple este filtro.",
    ignored: "Parte de esta dirección no es un filtro conocido; se ha ignorado.",
    legend: "Símbolos de la carta",
  },
  fr: menuMarksTextsFr,
  de: menuMarksTextsDe,
  it: menuMarksTextsIt,
  ru: menuMarksTextsRu,
});
