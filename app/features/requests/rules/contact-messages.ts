import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { issueTexts } from "#app/lib/issue-texts.ts";
import type { Lang } from "#app/lib/lang.ts";
import { contactMessagesFr } from "./contact-messages.fr.ts";
import { contactMessagesDe } from "./contact-messages.de.ts";
import { contactMessagesIt } from "./contact-messages.it.ts";
import { contactMessagesRu } from "./contact-messages.ru.ts";

// Every message of the contact and reservation rules (docs/product.md §4, §5, §8). Spec wording
// is exact in its own language; the other language is a faithful translation
// (docs/product.md §10). Placeholders in braces are filled by fill() (app/lib/fill.ts). The schema
// (contact-schema.ts) reports the keys as codes; contactIssueTexts() gives their text.
const contactMessagesEn = {
  nameRequired: "Name is required",
  urlsNotAllowed: "URLs are not allowed",
  tooLong: "Max. {max} characters",
  phoneInvalid: "Invalid phone number",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email",
  countryRequired: "Country is required",
  commentRequired: "Comments are required",
  captchaRequired: "Please complete the reCAPTCHA.",
  captchaFailed: "The robot check failed or expired. Please complete it again.",
  reservationIncomplete: "Please fill in all the reservation fields.",
  dateInvalid: "Date input not valid.",
  dateOutOfRange: "Choose a date from {min} to {max}.",
  timeInvalid: "Choose a time from the list.",
  dateClosed: "We are closed on {date}. Choose another day.",
  dateClosedFor: "We are closed on {date}: {labelEn}. Choose another day.",
  timeNotServed: "On {date} we seat guests at {hours}. Choose a time from the list.",
  timeTooSoon: "Too soon: book at least {notice} ahead, or call us at {phone}.",
  timePassed: "That time has passed. Choose a later one.",
  slotFull: "No places are left in {area} at {time} on {date}. Write to us on WhatsApp or call {phone} and we will look for one.",
  partyTooLarge: "For {min} people or more, write to us on WhatsApp or call {phone} and we will arrange it.",
  areaInvalid: "Choose an area from the list.",
  paxInvalid: "Enter a whole number of people.",
  paxTooFew: "At least {min} person.",
  paxTooMany: "Max. {max} people.",
  balconyNote: "Tables for {max} people",
  balconyTooMany: "Max. {max} people on the Balcón.",
  sending: "Sending...",
  success: "Form sent successfully ✅",
  acknowledgementWithheld:
    "Your request has reached the restaurant, but the e-mail confirming we received it could not be sent right now. The restaurant will answer you all the same.",
  httpError: "Sending failed. Please try again.",
  unexpectedError: "An unexpected error occurred.",
  formTrouble: "What you typed is kept here: try again or reload the page, or write to {email} or call {phone}.",
  offline: "No connection: the form was not sent. What you typed is kept here; send it again when you are back online.",
  tooManyRequests: "Too many requests from your connection. Please try again in {minutes} min.",
  payloadTooLarge: "The request is too large.",
  unsupportedMediaType: "Send the request as JSON (Content-Type: application/json).",
  malformedJson: "The request is not valid JSON.",
} as const;

export const contactMessages: Dictionary<{ readonly [K in keyof typeof contactMessagesEn]: string }> = bilingual({
  en: contactMessagesEn,
  es: {
    nameRequired: "El nombre es obligatorio",
    urlsNotAllowed: "No se permiten URL",
    tooLong: "Máx. {max} caracteres",
    phoneInvalid: "Número de teléfono no válido",
    emailRequired: "El correo electrónico es obligatorio",
    emailInvalid: "Correo electrónico no válido",
    countryRequired: "El país es obligatorio",
    commentRequired: "Los comentarios son obligatorios",
    captchaRequired: "Por favor completa el reCAPTCHA.",
    captchaFailed: "La verificación anti-robots falló o caducó. Complétala de nuevo.",
    reservationIncomplete: "Por favor completa todos los campos de la reserva.",
    dateInvalid: "Fecha no válida.",
    dateOutOfRange: "Elige una fecha del {min} al {max}.",
    timeInvalid: "Elige una hora de la lista.",
    dateClosed: "Cerramos el {date}. Elige otro día.",
    dateClosedFor: "Cerramos el {date}: {labelEs}. Elige otro día.",
    timeNotServed: "El {date} recibimos a los clientes de {hours}. Elige una hora de la lista.",
    timeTooSoon: "Demasiado pronto: reserva con al menos {notice} de antelación, o llámanos al {phone}.",
    timePassed: "Esa hora ya pasó. Elige una más tarde.",
    slotFull: "No quedan sitios en {area} a las {time} del {date}. Escríbenos por WhatsApp o llama al {phone} y buscaremos uno.",
    partyTooLarge: "Para {min} personas o más, escríbenos por WhatsApp o llama al {phone} y lo organizamos.",
    areaInvalid: "Elige un área de la lista.",
    paxInvalid: "Escribe un número entero de personas.",
    paxTooFew: "Mín. {min} persona.",
    paxTooMany: "Máx. {max} personas.",
    balconyNote: "Mesas de {max} personas",
    balconyTooMany: "Máx. {max} personas en el Balcón.",
    sending: "Enviando...",
    success: "Formulario enviado correctamente ✅",
    acknowledgementWithheld:
      "Tu solicitud llegó al restaurante, pero ahora mismo no se pudo enviar el correo que confirma que la recibimos. El restaurante te responderá igualmente.",
    httpError: "Error al enviar. Inténtalo de nuevo.",
    unexpectedError: "Ocurrió un error inesperado.",
    formTrouble: "Lo que escribiste se conserva aquí: inténtalo de nuevo o recarga la página, o escribe a {email} o llama al {phone}.",
    offline: "Sin conexión: el formulario no se envió. Lo que escribiste se conserva aquí; envíalo de nuevo cuando vuelvas a tener conexión.",
    tooManyRequests: "Demasiadas solicitudes desde tu conexión. Inténtalo de nuevo en {minutes} min.",
    payloadTooLarge: "La solicitud es demasiado grande.",
    unsupportedMediaType: "Envía la solicitud como JSON (Content-Type: application/json).",
    malformedJson: "La solicitud no es un JSON válido.",
  },
  fr: contactMessagesFr,
  de: contactMessagesDe,
  it: contactMessagesIt,
  ru: contactMessagesRu,
});

export type ContactMessages = (typeof contactMessages)["en"];

/** "Choose a date from {min} to {max}." + { min, max } → the filled sentence. */
export type ContactMessageCode = keyof ContactMessages;

/**
 * The translation of the schema's codes in one language (Conform's formatError): each
 * issue's code as its sentence, filled from the issue's params or the bound zod reports.
 * A message that is no code (none today) is shown as it is.
 */
export function contactIssueTexts(lang: Lang) {
  return issueTexts<ContactMessageCode>(contactMessages[lang]);
}
