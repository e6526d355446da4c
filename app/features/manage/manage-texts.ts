import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { fill } from "#app/lib/fill.ts";
import type { Lang } from "#app/lib/lang.ts";
import type { ChangeMessageCode } from "./rules/change-message-schema.ts";
import { CHANGE_MESSAGE_MAX_CHARS, type ActionClosed, type GuestAction } from "./rules/manage-rules.ts";
import { manageTextsFr } from "./manage-texts.fr.ts";
import { manageTextsDe } from "./manage-texts.de.ts";
import { manageTextsIt } from "./manage-texts.it.ts";
import { manageTextsRu } from "./manage-texts.ru.ts";

// The guest's manage page in both languages. Placeholders in braces are filled by fill().

const manageTextsEn = {
  title: "Your request",
  statusHeading: "Status",
  detailsHeading: "Your request",
  name: "Name",
  date: "Date",
  time: "Time",
  area: "Area",
  people: "People",
  received: "Sent on {when} (Cuba time)",
  reference: "Reference",
  contactHeading: "Questions? Talk to us",
  phone: "Phone",
  whatsapp: "WhatsApp",
  writeOnWhatsapp: "Write on WhatsApp",
  cancelHeading: "Cancel your request",
  cancelIntro: "Can't come? Let the restaurant know, so they can give the table to someone else.",
  cancelButton: "Cancel my request…",
  confirmHeading: "Cancel this request?",
  confirmText: "The restaurant will be told at once. You cannot undo this here; to come after all, send a new request or call.",
  confirmButton: "Yes, cancel my request",
  keepButton: "No, keep it",
  cancelled: "Your request is cancelled. The restaurant has been told.",
  alreadyCancelled: "This request was already cancelled. Nothing changed.",
  "closed.cancel.begun": "Your reservation time has begun, so it can no longer be cancelled here. If something came up, call or write to the restaurant.",
  "closed.cancel.settled": "This request is no longer open, so there is nothing to cancel here.",
  "closed.ask.begun": "Your reservation time has begun, so a message from here would reach the restaurant too late. Call or write on WhatsApp instead.",
  "closed.ask.settled": "This request is no longer open, so a change cannot be asked for here. To come another day, send a new request or call.",
  nothingChanged: "Nothing changed.",
  askHeading: "Ask for a change",
  askIntro: "Another time, more people, a question? Write a short message; the restaurant will answer you.",
  messageLabel: "Your message",
  messageHint: "At most {n} characters.",
  askButton: "Send message",
  messageSent: "Your message was sent to the restaurant. They will answer you soon.",
  messageMissing: "Write your message first.",
  messageTooLong: "Your message is too long: at most {n} characters.",
  tooManyMessages: "This request has received many messages already. Please call or write on WhatsApp instead.",
  refused: "This form could not be sent from here. Please open your link again and try once more.",
  notFoundTitle: "Link not found",
  notFoundText: "This link does not lead to any request. Check that you copied the whole address from the mail. If the restaurant has written to you since, use the link in their latest mail.",
  expiredTitle: "This link has expired",
  expiredText: "This request is past its date, so its page is closed. To reach the restaurant, call or write on WhatsApp:",
  backHome: "Back to the home page",
} as const;

export const manageTexts: Dictionary<{ readonly [K in keyof typeof manageTextsEn]: string }> = bilingual({
  en: manageTextsEn,
  es: {
    title: "Tu solicitud",
    statusHeading: "Estado",
    detailsHeading: "Tu solicitud",
    name: "Nombre",
    date: "Fecha",
    time: "Hora",
    area: "Zona",
    people: "Personas",
    received: "Enviada el {when} (hora de Cuba)",
    reference: "Referencia",
    contactHeading: "¿Preguntas? Habla con nosotros",
    phone: "Teléfono",
    whatsapp: "WhatsApp",
    writeOnWhatsapp: "Escribir por WhatsApp",
    cancelHeading: "Cancelar tu solicitud",
    cancelIntro: "¿No puedes venir? Avisa al restaurante para que pueda dar la mesa a otra persona.",
    cancelButton: "Cancelar mi solicitud…",
    confirmHeading: "¿Cancelar esta solicitud?",
    confirmText: "El restaurante recibirá el aviso al momento. Aquí no se puede deshacer; si al final vienes, envía una nueva solicitud o llama.",
    confirmButton: "Sí, cancelar mi solicitud",
    keepButton: "No, mantenerla",
    cancelled: "Tu solicitud está cancelada. El restaurante ya lo sabe.",
    alreadyCancelled: "Esta solicitud ya estaba cancelada. No ha cambiado nada.",
    "closed.cancel.begun": "Ya empezó la hora de tu reserva, así que aquí ya no se puede cancelar. Si surgió algo, llama o escribe al restaurante.",
    "closed.cancel.settled": "Esta solicitud ya no está abierta, así que aquí no hay nada que cancelar.",
    "closed.ask.begun": "Ya empezó la hora de tu reserva, así que un mensaje desde aquí llegaría tarde al restaurante. Llama o escribe por WhatsApp.",
    "closed.ask.settled": "Esta solicitud ya no está abierta, así que aquí no se puede pedir un cambio. Para venir otro día, envía una nueva solicitud o llama.",
    nothingChanged: "No ha cambiado nada.",
    askHeading: "Pedir un cambio",
    askIntro: "¿Otra hora, más personas, una pregunta? Escribe un mensaje corto; el restaurante te responderá.",
    messageLabel: "Tu mensaje",
    messageHint: "Como máximo {n} caracteres.",
    askButton: "Enviar mensaje",
    messageSent: "Tu mensaje se envió al restaurante. Te responderán pronto.",
    messageMissing: "Escribe primero tu mensaje.",
    messageTooLong: "Tu mensaje es demasiado largo: como máximo {n} caracteres.",
    tooManyMessages: "Esta solicitud ya recibió muchos mensajes. Por favor, llama o escribe por WhatsApp.",
    refused: "Este formulario no se pudo enviar desde aquí. Abre de nuevo tu enlace e inténtalo otra vez.",
    notFoundTitle: "Enlace no encontrado",
    notFoundText: "Este enlace no lleva a ninguna solicitud. Comprueba que copiaste la dirección completa del correo. Si el restaurante te escribió después, usa el enlace de su último correo.",
    expiredTitle: "Este enlace ha caducado",
    expiredText: "La fecha de esta solicitud ya pasó y su página está cerrada. Para hablar con el restaurante, llama o escribe por WhatsApp:",
    backHome: "Volver a la página de inicio",
  },
  fr: manageTextsFr,
  de: manageTextsDe,
  it: manageTextsIt,
  ru: manageTextsRu,
});

/** The change form's schema codes as sentences in one language (Conform's formatError). */
export function manageIssueTexts(lang: Lang) {
  const t = manageTexts[lang];
  return (issues: readonly { message: string }[]): string[] =>
    issues.map(({ message }) =>
      message === "messageMissing" || message === "messageTooLong"
        ? fill(t[message satisfies ChangeMessageCode], { n: CHANGE_MESSAGE_MAX_CHARS })
        : message,
    );
}

/** Why an action is not offered, in one language: the page shows it in place of the action, a refused post repeats it. */
export function closedActionText(lang: Lang, action: GuestAction, why: ActionClosed): string {
  return manageTexts[lang][`closed.${action}.${why}`];
}
