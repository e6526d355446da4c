import { bilingual } from "#app/lib/bilingual.ts";

/**
 * The headings of the not-found and error pages (their titles are in page-titles.ts). Every page's
 * script carries them (the root's error boundary says them): the 404 page's own links have their
 * words beside it, in app/routes/not-found-texts.ts.
 */
export const errorPageTexts = bilingual({
  en: {
    notFoundHeading: "404 - Page not found",
    errorHeading: "Something went wrong. Please try again in a moment.",
  },
  es: {
    notFoundHeading: "404 - Página no encontrada",
    errorHeading: "Algo salió mal. Inténtelo de nuevo en un momento.",
  },
});
