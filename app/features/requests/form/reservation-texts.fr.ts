import type { ReservationTexts } from "./reservation-texts.ts";

// French words of reservation-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md). The areas keep their keys (the stored Spanish names).
export const reservationTextsFr = {
  checkbox: "Souhaitez-vous faire une réservation ?",
  title: "Réservation",
  date: "Date",
  dateHint: "jj/mm/aaaa",
  chooseDate: "Choisissez une date dans le calendrier",
  time: "Heure",
  timeHint: "Heure de Cuba (America/Havana)",
  chooseTime: "Choisissez une heure",
  area: "Emplacement",
  chooseArea: "Choisissez un emplacement",
  people: "Personnes",
  save: "Enregistrer",
  close: "Fermer",
  edit: "Modifier",
  editDate: "Modifier la date",
  editTime: "Modifier l’heure",
  editArea: "Modifier l’emplacement",
  editPeople: "Modifier le nombre de personnes",
  summary: "Votre réservation",
  inlineHint: "Remplissez ces champs si vous souhaitez une table.",
  "area.Balcón": "Balcon",
  "area.Interior": "Intérieur",
  "area.Terraza": "Terrasse",
} as const satisfies ReservationTexts;
