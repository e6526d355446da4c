import type { RequestStatus } from "#app/features/requests/rules/request-status.ts";

// Italian words of guest-status.ts's guestStatusTexts (first translation, awaiting the owners'
// approval: docs/translations/it.md): each status's `label` and `explanation`.
export const guestStatusTextsIt = {
  new: {
    label: "Richiesta ricevuta",
    explanation: "Il ristorante ha ricevuto la vostra richiesta e la confermerà a breve. Finché non la conferma, non è una prenotazione.",
  },
  confirmed: { label: "Confermata", explanation: "Il vostro tavolo è prenotato. Vi aspettiamo!" },
  declined: {
    label: "Non possibile",
    explanation: "Il ristorante non ha potuto accettare questa richiesta. Chiamate o scrivete al ristorante per trovare un altro momento.",
  },
  cancelled: { label: "Annullata", explanation: "Questa richiesta è annullata." },
  "no-show": { label: "Chiusa", explanation: "Questa prenotazione è chiusa." },
  done: { label: "Completata", explanation: "Grazie per la vostra visita." },
} as const satisfies Record<RequestStatus, { label: string; explanation: string }>;
