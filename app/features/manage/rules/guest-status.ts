import type { Dictionary } from "#app/lib/bilingual.ts";
import type { RequestStatus } from "#app/features/requests/rules/request-status.ts";
import { guestStatusTextsFr } from "./guest-status.fr.ts";
import { guestStatusTextsDe } from "./guest-status.de.ts";
import { guestStatusTextsIt } from "./guest-status.it.ts";
import { guestStatusTextsRu } from "./guest-status.ru.ts";

// What the guest reads for each status on their manage page: the owners' table
// (app/features/requests/rules/request-status.ts) names them for the inbox; a guest is told
// what it means for them. Every status in every language, checked by the compiler.

type GuestStatus = { label: string; explanation: string };

export const guestStatusTexts: Dictionary<Record<RequestStatus, GuestStatus>> = {
  en: {
    new: {
      label: "Request received",
      explanation: "The restaurant has your request and will confirm it soon. It is not a reservation until they do.",
    },
    confirmed: { label: "Confirmed", explanation: "Your table is reserved. We look forward to seeing you." },
    declined: {
      label: "Not possible",
      explanation: "The restaurant could not take this request. Call or write to them to find another time.",
    },
    cancelled: { label: "Cancelled", explanation: "This request is cancelled." },
    "no-show": { label: "Closed", explanation: "This reservation is closed." },
    done: { label: "Completed", explanation: "Thank you for your visit." },
  },
  es: {
    new: {
      label: "Solicitud recibida",
      explanation: "El restaurante tiene tu solicitud y la confirmará pronto. No es una reserva hasta que la confirme.",
    },
    confirmed: { label: "Confirmada", explanation: "Tu mesa está reservada. Te esperamos." },
    declined: {
      label: "No es posible",
      explanation: "El restaurante no pudo aceptar esta solicitud. Llama o escríbeles para buscar otro momento.",
    },
    cancelled: { label: "Cancelada", explanation: "Esta solicitud está cancelada." },
    "no-show": { label: "Cerrada", explanation: "Esta reserva está cerrada." },
    done: { label: "Atendida", explanation: "Gracias por tu visita." },
  },
  fr: guestStatusTextsFr,
  de: guestStatusTextsDe,
  it: guestStatusTextsIt,
  ru: guestStatusTextsRu,
};
