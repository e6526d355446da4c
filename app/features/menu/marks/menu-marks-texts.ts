// The menu page's words around the dietary and allergen marks and the filter (docs/product.md
// §14.10), in both languages (docs/contributing.md §3.4). Read on the server only
// (menu-marks-data.ts): the page gets the words of its language in its data, so the public
// JavaScript carries none of them.
import { bilingual } from "#app/lib/bilingual.ts";

export const menuMarksTexts = bilingual({
  en: {
    filterSummary: "Filter by diet or allergen",
    suitableFor: "Suitable for",
    without: "Without",
    apply: "Show these dishes",
    showing: "{shown} of {total} dishes: {words}.",
    showAll: "Show the whole menu",
    noMatch: "No dish on the menu matches this filter.",
    ignored: "Part of this address is not a filter we know; it was ignored.",
    legend: "Marks on the menu",
  },
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
});
