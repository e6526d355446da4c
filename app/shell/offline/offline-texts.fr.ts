import type { offlineNotice, offlinePageTexts } from "./offline-texts.ts";

// French words of offline-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const offlineNoticeFr = {
  notice: "Vous êtes hors ligne : ceci est la copie enregistrée lors de votre dernière visite.",
} as const satisfies (typeof offlineNotice)["en"];

export const offlinePageTextsFr = {
  pageTitle: "Pas de connexion — La Terraza Trinidad",
  heading: "Pas de connexion",
  notSaved: "Vous êtes hors ligne, et cette page n’a pas été enregistrée lors de vos visites précédentes.",
  savedPages: "Les pages que vous avez déjà ouvertes restent lisibles hors ligne, et la carte aussi :",
  home: "Accueil",
  menu: "La carte",
} as const satisfies (typeof offlinePageTexts)["en"];
