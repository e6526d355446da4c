import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { contactTextsFr } from "./contact-texts.fr.ts";
import { contactTextsDe } from "./contact-texts.de.ts";
import { contactTextsIt } from "./contact-texts.it.ts";
import { contactTextsRu } from "./contact-texts.ru.ts";

// The contact form's labels (docs/product.md §5). The heading and the send button come from
// the editable text blocks contactus.contact / contactus.send (docs/product.md §3).
const contactTextsEn = {
  name: "Name",
  phone: "Phone",
  phoneHint: "With the country code, e.g. +53 5 123 4567",
  whatsapp: "WhatsApp",
  whatsappHint: "Reply to me on WhatsApp",
  email: "Email",
  country: "Country",
  comment: "Comments",
  required: "required",
  requiredNote: "Fields marked * are required.",
  reset: "Clear",
  robotCheck: "Robot check",
  robotCheckLoading: "Loading the robot check…",
  robotCheckUnavailable: "The robot check could not be loaded. Please reload the page.",
  robotCheckOffline: "No connection: the robot check loads when you are back online.",
  robotCheckNeedsScript: "The robot check needs JavaScript. You can also write to {email} or call {phone}.",
  honeypot: "Leave this field empty",
  receivedReservation: "Your reservation request has reached the restaurant. It is not confirmed yet: the restaurant will confirm it by e-mail.",
  receivedReservationWhatsapp:
    "Your reservation request has reached the restaurant. It is not confirmed yet: the restaurant will confirm it by e-mail and on WhatsApp.",
  receivedContact: "Your message has reached the restaurant. The restaurant will answer by e-mail.",
  receivedContactWhatsapp: "Your message has reached the restaurant. The restaurant will answer by e-mail and on WhatsApp.",
  receivedLink: "We have sent you an e-mail with your private link to see or cancel your request.",
  writeAgain: "Write another message",
} as const;

export const contactTexts: Dictionary<{ readonly [K in keyof typeof contactTextsEn]: string }> = bilingual({
  en: contactTextsEn,
  es: {
    name: "Nombre",
    phone: "Teléfono",
    phoneHint: "Con el código del país, p. ej. +53 5 123 4567",
    whatsapp: "WhatsApp",
    whatsappHint: "Respóndeme por WhatsApp",
    email: "Correo electrónico",
    country: "País",
    comment: "Comentarios",
    required: "obligatorio",
    requiredNote: "Los campos marcados con * son obligatorios.",
    reset: "Borrar",
    robotCheck: "Verificación anti-robots",
    robotCheckLoading: "Cargando la verificación anti-robots…",
    robotCheckUnavailable: "No se pudo cargar la verificación anti-robots. Recarga la página.",
    robotCheckOffline: "Sin conexión: la verificación anti-robots se carga cuando vuelvas a tener conexión.",
    robotCheckNeedsScript: "La verificación anti-robots necesita JavaScript. También puedes escribir a {email} o llamar al {phone}.",
    honeypot: "Deja este campo vacío",
    receivedReservation: "Tu solicitud de reserva ha llegado al restaurante. Aún no está confirmada: el restaurante te la confirmará por correo electrónico.",
    receivedReservationWhatsapp:
      "Tu solicitud de reserva ha llegado al restaurante. Aún no está confirmada: el restaurante te la confirmará por correo electrónico y por WhatsApp.",
    receivedContact: "Tu mensaje ha llegado al restaurante. El restaurante te responderá por correo electrónico.",
    receivedContactWhatsapp: "Tu mensaje ha llegado al restaurante. El restaurante te responderá por correo electrónico y por WhatsApp.",
    receivedLink: "Te hemos enviado un correo con tu enlace privado para ver o cancelar tu solicitud.",
    writeAgain: "Escribir otro mensaje",
  },
  fr: contactTextsFr,
  de: contactTextsDe,
  it: contactTextsIt,
  ru: contactTextsRu,
});
