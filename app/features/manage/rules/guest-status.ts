import type { Lang } from "#app/lib/lang.ts";
import type { RequestStatus } from "#app/features/requests/rules/request-status.ts";

// What the guest reads for each status on their manage page: the owners' table
// (app/features/requests/rules/request-status.ts) names them for the inbox; a guest is told
// what it means for them. Every status has both languages, checked by the compiler.

type GuestStatus = { label: Record<Lang, string>; explanation: Record<Lang, string> };

export const guestStatusTexts = {
  new: {
    label: { en: "Request received", es: "Solicitud recibida" },
    explanation: {
      en: "The restaurant has your request and will confirm it soon. It is not a reservation until they do.",
      es: "El restaurante tiene tu solicitud y la confirmará pronto. No es una reserva hasta que la confirme.",
    },
  },
  confirmed: {
    label: { en: "Confirmed", es: "Confirmada" },
    explanation: { en: "Your table is reserved. We look forward to seeing you.", es: "Tu mesa está reservada. Te esperamos." },
  },
  declined: {
    label: { en: "Not possible", es: "No es posible" },
    explanation: {
      en: "The restaurant could not take this request. Call or write to them to find another time.",
      es: "El restaurante no pudo aceptar esta solicitud. Llama o escríbeles para buscar otro momento.",
    },
  },
  cancelled: {
    label: { en: "Cancelled", es: "Cancelada" },
    explanation: { en: "This request is cancelled.", es: "Esta solicitud está cancelada." },
  },
  "no-show": {
    label: { en: "Closed", es: "Cerrada" },
    explanation: { en: "This reservation is closed.", es: "Esta reserva está cerrada." },
  },
  done: {
    label: { en: "Completed", es: "Atendida" },
    explanation: { en: "Thank you for your visit.", es: "Gracias por tu visita." },
  },
} as const satisfies Record<RequestStatus, GuestStatus>;
