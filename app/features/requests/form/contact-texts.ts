import { bilingual } from "../../../lib/bilingual";

// The contact form's labels (docs/product.md §5). The heading and the send button come from
// the editable text blocks contactus.contact / contactus.send (docs/product.md §3).
export const contactTexts = bilingual({
  en: {
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
  },
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
  },
});
