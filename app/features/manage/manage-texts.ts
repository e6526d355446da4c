import { bilingual } from "../../lib/bilingual";
import { fill } from "../../lib/fill";
import type { Lang } from "../../lib/lang";
import type { ChangeMessageCode } from "./rules/change-message-schema";
import { CHANGE_MESSAGE_MAX_CHARS } from "./rules/manage-rules";

// The guest's manage page in both languages. Placeholders in braces are filled by fill().

export const manageTexts = bilingual({
  en: {
    title: "Your request",
    statusHeading: "Status",
    detailsHeading: "Your request",
    name: "Name",
    date: "Date",
    time: "Time",
    area: "Area",
    people: "People",
    received: "Sent on {when} (Cuba time)",
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
    cannotCancel: "This request can no longer be cancelled here (it is “{status}”). Call or write to the restaurant.",
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
    notFoundText: "This link does not lead to any request. Check that you copied the whole address from the mail.",
    expiredTitle: "This link has expired",
    expiredText: "This request is past its date, so its page is closed. To reach the restaurant, call or write on WhatsApp:",
    backHome: "Back to the home page",
  },
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
    cannotCancel: "Esta solicitud ya no se puede cancelar aquí (está «{status}»). Llama o escribe al restaurante.",
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
    notFoundText: "Este enlace no lleva a ninguna solicitud. Comprueba que copiaste la dirección completa del correo.",
    expiredTitle: "Este enlace ha caducado",
    expiredText: "La fecha de esta solicitud ya pasó y su página está cerrada. Para hablar con el restaurante, llama o escribe por WhatsApp:",
    backHome: "Volver a la página de inicio",
  },
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
