import { bilingual } from "#app/lib/bilingual.ts";

// docs/product.md §15.5: what the site says when the visitor has no connection. Two exports, so
// the pages' script carries only the notice; the page for an address never kept is the
// service worker's.

/** The notice on a page read from the copy saved on an earlier visit. */
export const offlineNotice = bilingual({
  en: { notice: "You are offline: this is the copy saved on your last visit." },
  es: { notice: "Estás sin conexión: esta es la copia guardada en tu última visita." },
});

/** The notice's words in one language, as the root loader sends them (app/shell/content/root-data.ts). */
export type OfflineNoticeWords = (typeof offlineNotice)["en"];

/** The service worker's page for an address never kept. */
export const offlinePageTexts = bilingual({
  en: {
    pageTitle: "No connection — La Terraza Trinidad",
    heading: "No connection",
    notSaved: "You are offline, and this page was not saved on your earlier visits.",
    savedPages: "The pages you opened before can be read offline, and the menu card too:",
    home: "Home",
    menu: "Menu card",
  },
  es: {
    pageTitle: "Sin conexión — La Terraza Trinidad",
    heading: "Sin conexión",
    notSaved: "Estás sin conexión y esta página no se guardó en tus visitas anteriores.",
    savedPages: "Las páginas que abriste antes se pueden leer sin conexión, y también la carta:",
    home: "Inicio",
    menu: "La carta",
  },
});
