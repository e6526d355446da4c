import { bilingual } from "#app/lib/bilingual.ts";

export const layoutTexts = bilingual({
  en: {
    skipToContent: "Skip to content",
    hoursTitle: "Opening hours",
    findUs: "Find us",
    contactTitle: "Contact",
    phone: "Phone",
    email: "E-mail",
    rights: "All rights reserved.",
    backToTop: "Back to top",
    scheduleNotice: "Opening hours notice",
  },
  es: {
    skipToContent: "Saltar al contenido",
    hoursTitle: "Horario",
    findUs: "Dirección",
    contactTitle: "Contacto",
    phone: "Teléfono",
    email: "Correo electrónico",
    rights: "Todos los derechos reservados.",
    backToTop: "Volver arriba",
    scheduleNotice: "Aviso de horario",
  },
});
