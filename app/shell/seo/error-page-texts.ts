import { bilingual } from "#app/lib/bilingual.ts";

/** What the not-found and error pages say (their titles are in page-titles.ts). */
export const errorPageTexts = bilingual({
  en: {
    notFoundHeading: "404 - Page not found",
    backHome: "Back to the home page",
    seeMenu: "See the menu",
    errorHeading: "Something went wrong. Please try again in a moment.",
  },
  es: {
    notFoundHeading: "404 - Página no encontrada",
    backHome: "Volver a la página de inicio",
    seeMenu: "Ver la carta",
    errorHeading: "Algo salió mal. Inténtelo de nuevo en un momento.",
  },
});
