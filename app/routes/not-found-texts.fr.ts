import type { notFoundTexts } from "./not-found-texts.ts";

// French words of not-found-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const notFoundTextsFr = {
  backHome: "Retour à la page d’accueil",
  seeMenu: "Voir la carte",
} as const satisfies (typeof notFoundTexts)["en"];
