import { ownersBilingual } from "#app/lib/bilingual.ts";
import type { OwnerLang } from "#app/lib/lang.ts";
import type { SchemaIssue } from "#app/lib/issue-texts.ts";
import { contactIssueTexts } from "#app/features/requests/rules/contact-messages.ts";
import type { bookingMessageCodes } from "./rules/booking-schema.ts";

// A booking entered by hand, and where a request came from (the requests list and page, the
// evening's list). One slice of the owners' area's texts (composed in ../shell/dictionary.ts).

export const bookingTexts = ownersBilingual({
  en: {
    newBooking: "New booking",
    newBookingTitle: "New booking by hand",
    newBookingIntro: "A booking taken by phone, on WhatsApp, from a casa's host or at the door. It is saved as confirmed.",
    bookingSource: "Taken by",
    bookingChooseSource: "Choose how",
    sourceLabel: "Via",
    "source.site": "Website",
    "source.phone": "Phone",
    "source.whatsapp": "WhatsApp",
    "source.host": "Casa host",
    "source.door": "At the door",
    bookingGuest: "Guest",
    bookingReservation: "Reservation",
    bookingName: "Name",
    bookingPhone: "Phone",
    bookingPhoneHint: "With the country code, e.g. +53 5 123 4567",
    bookingWhatsapp: "The guest uses WhatsApp on this number",
    bookingEmail: "E-mail (optional)",
    bookingCountry: "Country (optional)",
    bookingNotes: "Notes (optional)",
    bookingNotesHint: "Allergies, a birthday, a table by the railing…",
    bookingDate: "Date",
    bookingTime: "Time",
    bookingTimeHint: "Trinidad time ({tz})",
    bookingArea: "Area",
    bookingPeople: "People",
    bookingGuestLang: "The guest's language",
    bookingSendConfirmation: "Send the guest a confirmation by e-mail",
    bookingSendConfirmationHint: "Only with an e-mail above: the same confirmation the inbox sends, in the guest's language.",
    bookingSave: "Save the booking",
    bookingSaved: "Booking saved as confirmed.",
    bookingFullWarning: "The {area} has {left} of {cap} covers left at {time}, and this booking is for {pax}. Nothing was saved yet: tick “Book anyway” to save it.",
    bookingLargeWarning: "{pax} people is a large party (from {min}, in the schedule). Nothing was saved yet: tick “Book anyway” to save it.",
    bookAnyway: "Book anyway",
    bookingMailQueued: "The guest will get a confirmation by e-mail.",
    bookingOpen: "Open the booking",
    bookingSeeEvening: "See the evening of",
    bookingFix: "Check the marked fields: nothing was saved yet.",
    sourceInvalid: "Choose how the booking was taken.",
    guestLangInvalid: "Choose the guest's language.",
    confirmNeedsEmail: "Enter the guest's e-mail to send a confirmation, or untick the box.",
    bookingSlotLoad: "Already confirmed on {date} at {time}:",
  },
  es: {
    newBooking: "Nueva reserva",
    newBookingTitle: "Nueva reserva a mano",
    newBookingIntro: "Una reserva tomada por teléfono, por WhatsApp, de un anfitrión de casa particular o en la puerta. Se guarda como confirmada.",
    bookingSource: "Tomada por",
    bookingChooseSource: "Elige cómo",
    sourceLabel: "Vía",
    "source.site": "Sitio web",
    "source.phone": "Teléfono",
    "source.whatsapp": "WhatsApp",
    "source.host": "Anfitrión de casa",
    "source.door": "En la puerta",
    bookingGuest: "Cliente",
    bookingReservation: "Reserva",
    bookingName: "Nombre",
    bookingPhone: "Teléfono",
    bookingPhoneHint: "Con el código del país, p. ej. +53 5 123 4567",
    bookingWhatsapp: "El cliente usa WhatsApp en este número",
    bookingEmail: "Correo electrónico (opcional)",
    bookingCountry: "País (opcional)",
    bookingNotes: "Notas (opcional)",
    bookingNotesHint: "Alergias, un cumpleaños, una mesa junto a la baranda…",
    bookingDate: "Fecha",
    bookingTime: "Hora",
    bookingTimeHint: "Hora de Trinidad ({tz})",
    bookingArea: "Área",
    bookingPeople: "Personas",
    bookingGuestLang: "Idioma del cliente",
    bookingSendConfirmation: "Enviar al cliente una confirmación por correo",
    bookingSendConfirmationHint: "Solo con un correo arriba: la misma confirmación que envía la bandeja, en el idioma del cliente.",
    bookingSave: "Guardar la reserva",
    bookingSaved: "Reserva guardada como confirmada.",
    bookingFullWarning: "En {area} quedan {left} de {cap} cubiertos a las {time}, y esta reserva es para {pax}. Aún no se ha guardado nada: marca «Reservar igualmente» para guardarla.",
    bookingLargeWarning: "{pax} personas es un grupo grande (desde {min}, según el horario). Aún no se ha guardado nada: marca «Reservar igualmente» para guardarla.",
    bookAnyway: "Reservar igualmente",
    bookingMailQueued: "El cliente recibirá una confirmación por correo.",
    bookingOpen: "Abrir la reserva",
    bookingSeeEvening: "Ver la noche del",
    bookingFix: "Revisa los campos marcados: aún no se ha guardado nada.",
    sourceInvalid: "Elige cómo se tomó la reserva.",
    guestLangInvalid: "Elige el idioma del cliente.",
    confirmNeedsEmail: "Escribe el correo del cliente para enviarle una confirmación, o desmarca la casilla.",
    bookingSlotLoad: "Ya confirmados el {date} a las {time}:",
  },
});

type BookingCode = (typeof bookingMessageCodes)[number];

/**
 * The booking schema's messages in the owner's language (Conform's formatError): its own codes
 * from this file, every other code as the public form words it (contact-messages.ts).
 */
export function bookingIssueTexts(lang: OwnerLang) {
  const own = bookingTexts[lang];
  const contact = contactIssueTexts(lang);
  return (issues: readonly SchemaIssue[]): string[] =>
    issues.flatMap((issue) =>
      Object.hasOwn(own, issue.message) ? [own[issue.message as BookingCode]] : contact([issue]),
    );
}
