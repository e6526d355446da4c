import { bilingual } from "../lib/bilingual.ts";

/** The 404 page's ways on (its heading is in app/shell/seo/error-page-texts.ts). */
export const notFoundTexts = bilingual({
  en: {
    backHome: "Back to the home page",
    seeMenu: "See the menu",
  },
  es: {
    backHome: "Volver a la página de inicio",
    seeMenu: "Ver la carta",
  },
});
