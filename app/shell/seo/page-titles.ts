import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";
import { pageTitlesFr } from "./page-titles.fr.ts";
import { pageTitlesDe } from "./page-titles.de.ts";
import { pageTitlesIt } from "./page-titles.it.ts";
import { pageTitlesRu } from "./page-titles.ru.ts";

const pageTitlesEn = {
  homeTitle: "{site} — Rooftop tapas bar in Trinidad, Cuba",
  photosTitle: "Menu photos — {site}",
  menuTitle: "Menu card — {site}",
  menuDescription:
    "The full menu card of {site}: breakfast, tapas, cocktails, main courses, pasta, wines and drinks, also as a PDF.",
  aboutTitle: "Our family — {site}",
  aboutDescription: "The Trinidad family behind La Terraza: three couples who restored the house and opened the rooftop.",
  notFoundTitle: "404 - Page not found — {site}",
  notFoundDescription: "This page does not exist.",
} as const;

/**
 * The pages' titles, and the descriptions that are not editable text blocks (read on the server
 * only); `{site}` is the restaurant's name in force (app/features/facts/), filled by page-meta.server.ts.
 */
export const pageTitles: Dictionary<WordsOf<typeof pageTitlesEn>> = bilingual({
  en: pageTitlesEn,
  es: {
    homeTitle: "{site} — Bar de tapas en una azotea de Trinidad, Cuba",
    photosTitle: "Fotos del menú — {site}",
    menuTitle: "La carta — {site}",
    menuDescription:
      "La carta completa de {site}: desayunos, tapas, cócteles, platos principales, pastas, vinos y bebidas, también en PDF.",
    aboutTitle: "Nuestra familia — {site}",
    aboutDescription: "La familia trinitaria detrás de La Terraza: tres parejas que restauraron la casa y abrieron la azotea.",
    notFoundTitle: "404 - Página no encontrada — {site}",
    notFoundDescription: "Esta página no existe.",
  },
  fr: pageTitlesFr,
  de: pageTitlesDe,
  it: pageTitlesIt,
  ru: pageTitlesRu,
});
