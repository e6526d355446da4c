import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";
import { offlineNoticeFr, offlinePageTextsFr } from "./offline-texts.fr.ts";
import { offlineNoticeDe, offlinePageTextsDe } from "./offline-texts.de.ts";
import { offlineNoticeIt, offlinePageTextsIt } from "./offline-texts.it.ts";
import { offlineNoticeRu, offlinePageTextsRu } from "./offline-texts.ru.ts";

// docs/product.md §15.5: what the site says when the visitor has no connection. Two exports, so
// the pages' script carries only the notice; the page for an address never kept is the
// service worker's.

const offlineNoticeEn = { notice: "You are offline: this is the copy saved on your last visit." } as const;

/** The notice on a page read from the copy saved on an earlier visit. */
export const offlineNotice: Dictionary<WordsOf<typeof offlineNoticeEn>> = bilingual({
  en: offlineNoticeEn,
  es: { notice: "Estás sin conexión: esta es la copia guardada en tu última visita." },
  fr: offlineNoticeFr,
  de: offlineNoticeDe,
  it: offlineNoticeIt,
  ru: offlineNoticeRu,
});

/** The notice's words in one language, as the root loader sends them (app/shell/content/root-data.ts). */
export type OfflineNoticeWords = (typeof offlineNotice)["en"];

const offlinePageTextsEn = {
  pageTitle: "No connection — La Terraza Trinidad",
  heading: "No connection",
  notSaved: "You are offline, and this page was not saved on your earlier visits.",
  savedPages: "The pages you opened before can be read offline, and the menu card too:",
  home: "Home",
  menu: "Menu card",
} as const;

/** The service worker's page for an address never kept. */
export const offlinePageTexts: Dictionary<WordsOf<typeof offlinePageTextsEn>> = bilingual({
  en: offlinePageTextsEn,
  es: {
    pageTitle: "Sin conexión — La Terraza Trinidad",
    heading: "Sin conexión",
    notSaved: "Estás sin conexión y esta página no se guardó en tus visitas anteriores.",
    savedPages: "Las páginas que abriste antes se pueden leer sin conexión, y también la carta:",
    home: "Inicio",
    menu: "La carta",
  },
  fr: offlinePageTextsFr,
  de: offlinePageTextsDe,
  it: offlinePageTextsIt,
  ru: offlinePageTextsRu,
});
