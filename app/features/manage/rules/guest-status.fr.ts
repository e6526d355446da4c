import type { RequestStatus } from "#app/features/requests/rules/request-status.ts";

// French words of guest-status.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md): each status's `label.fr` and `explanation.fr` on the guest's page.
export const guestStatusTextsFr = {
  new: {
    label: "Demande reçue",
    explanation: "Le restaurant a bien reçu votre demande et la confirmera bientôt. Ce n’est une réservation qu’une fois confirmée.",
  },
  confirmed: {
    label: "Confirmée",
    explanation: "Votre table est réservée. Nous avons hâte de vous accueillir.",
  },
  declined: {
    label: "Impossible",
    explanation: "Le restaurant n’a pas pu accepter cette demande. Appelez-le ou écrivez-lui pour trouver un autre moment.",
  },
  cancelled: {
    label: "Annulée",
    explanation: "Cette demande est annulée.",
  },
  "no-show": {
    label: "Clôturée",
    explanation: "Cette réservation est clôturée.",
  },
  done: {
    label: "Terminée",
    explanation: "Merci de votre visite.",
  },
} as const satisfies Record<RequestStatus, { label: string; explanation: string }>;
