import { bilingual } from "#app/lib/bilingual.ts";

// The words of an owner's guarded decisions (rules: app/features/requests/rules/decision-steps.ts):
// the second step that names the consequence, the undo while the guest's mail is held, the
// cap's "confirm anyway" and the no-show's time rule. Owners' Spanish in the tú register.

export const decisionTexts = bilingual({
  en: {
    secondStepTitle: "Are you sure?",
    "consequence.declined": "The request will be declined. The guest will be told by e-mail.",
    "consequence.cancelled": "The booking will be cancelled and its table freed. The guest will be told by e-mail.",
    "consequence.no-show": "The guest will be recorded as not having come. No mail is sent.",
    noMailConsequence: "This guest has no e-mail address: nobody is told automatically.",
    "sure.declined": "Yes, decline",
    "sure.cancelled": "Yes, cancel the booking",
    "sure.no-show": "Yes, they did not come",
    back: "Back, change nothing",
    undoHint: "The guest's mail leaves at {until}. Until then you can undo.",
    undo: "Undo",
    undone: "Undone: the request is “{status}” again, and the guest's mail was not sent.",
    undoTooLate: "Too late to undo: the mail to the guest has already left. Change the status again if needed.",
    undoNothing: "There is no decision to undo.",
    overCap: "Confirming would pass the cap: {area} has {left} of {cap} covers left in this slot, and this party is {pax}. Nothing was changed.",
    confirmAnyway: "Confirm anyway, past the cap",
    noShowTooEarly: "A no-show can be marked only once the reservation has begun ({at}).",
    decideHere: "Decide",
    covers: "Covers in this slot",
    full: "full",
    historyUndone: "Decision undone by {who}: back to “{status}”; the guest's mail was not sent.",
  },
  es: {
    secondStepTitle: "¿Seguro?",
    "consequence.declined": "La solicitud quedará rechazada. Se le avisará al cliente por correo.",
    "consequence.cancelled": "La reserva quedará anulada y su mesa libre. Se le avisará al cliente por correo.",
    "consequence.no-show": "El cliente quedará anotado como que no vino. No se envía ningún correo.",
    noMailConsequence: "Este cliente no tiene correo: nadie le avisa automáticamente.",
    "sure.declined": "Sí, rechazar",
    "sure.cancelled": "Sí, anular la reserva",
    "sure.no-show": "Sí, no vino",
    back: "Volver sin cambiar nada",
    undoHint: "El correo al cliente sale a las {until}. Hasta entonces puedes deshacerlo.",
    undo: "Deshacer",
    undone: "Deshecho: la solicitud vuelve a estar «{status}» y el correo al cliente no se envió.",
    undoTooLate: "Ya no se puede deshacer: el correo al cliente ya salió. Cambia el estado de nuevo si hace falta.",
    undoNothing: "No hay ninguna decisión que deshacer.",
    overCap: "Confirmar pasaría del límite: en {area} quedan {left} de {cap} cubiertos en este turno, y el grupo es de {pax}. No se ha cambiado nada.",
    confirmAnyway: "Confirmar igualmente, pasando el límite",
    noShowTooEarly: "Solo puedes marcar que no vino cuando la reserva ya ha empezado ({at}).",
    decideHere: "Decidir",
    covers: "Cubiertos en este turno",
    full: "lleno",
    historyUndone: "Decisión deshecha por {who}: vuelve a «{status}»; el correo al cliente no se envió.",
  },
});
