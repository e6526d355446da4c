import type { layoutTexts } from "./layout-texts.ts";

// French words of layout-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const layoutTextsFr = {
  skipToContent: "Aller au contenu",
  hoursTitle: "Heures d’ouverture",
  findUs: "Nous trouver",
  contactTitle: "Contact",
  phone: "Téléphone",
  email: "Courriel",
  rights: "Tous droits réservés.",
  backToTop: "Retour en haut",
  scheduleNotice: "Avis sur les horaires",
} as const satisfies (typeof layoutTexts)["en"];
