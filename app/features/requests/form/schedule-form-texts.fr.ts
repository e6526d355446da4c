import type { scheduleFormTexts } from "./schedule-form-texts.ts";

// French words of schedule-form-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const scheduleFormTextsFr = {
  outOfRange: "{date} : les réservations sont possibles du {min} au {max}.",
  closedDay: "{date} : fermé.",
  dayOver: "{date} : plus aucune table ne peut être réservée pour ce jour.",
  dateGone: "Il n’est plus possible de réserver pour le {date} : choisissez une autre date.",
  timeGone: "Il n’est plus possible de réserver à {time} (délai trop court) : choisissez une heure plus tardive.",
  notASlot: "Nous ne prenons pas de réservation à {time} le {date} : choisissez une autre heure.",
  full: "Complet à {time} : choisissez une autre heure ou un autre emplacement, ou contactez-nous sur WhatsApp ou par téléphone ({phone}).",
  fullMark: "(complet)",
  goneMark: "(plus disponible)",
  closedDates: "Fermé : {dates}.",
} as const satisfies (typeof scheduleFormTexts)["en"];
