import type { pageTitles } from "./page-titles.ts";

// French words of page-titles.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const pageTitlesFr = {
  homeTitle: "{site} — Bar à tapas sur un toit-terrasse à Trinidad, Cuba",
  photosTitle: "Photos du menu — {site}",
  menuTitle: "La carte — {site}",
  menuDescription:
    "La carte complète de {site} : petits-déjeuners, tapas, cocktails, plats principaux, pâtes, vins et boissons, aussi en PDF.",
  aboutTitle: "Notre famille — {site}",
  aboutDescription: "La famille de Trinidad derrière La Terraza : trois couples qui ont restauré la maison et ouvert le toit-terrasse.",
  notFoundTitle: "404 - Page introuvable — {site}",
  notFoundDescription: "Cette page n’existe pas.",
} as const satisfies (typeof pageTitles)["en"];
