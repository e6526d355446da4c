import type { contactTexts } from "./contact-texts.ts";

// Italian words of contact-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const contactTextsIt = {
  name: "Nome",
  phone: "Telefono",
  // No-break spaces: the example number never breaks across two lines on a phone.
  phoneHint: "Con il prefisso internazionale, ad es. +53\u00a05\u00a0123\u00a04567",
  whatsapp: "WhatsApp",
  whatsappHint: "Rispondetemi su WhatsApp",
  email: "E-mail",
  country: "Paese",
  comment: "Commenti",
  required: "obbligatorio",
  requiredNote: "I campi contrassegnati con * sono obbligatori.",
  reset: "Cancella",
  robotCheck: "Verifica anti-robot",
  robotCheckLoading: "Caricamento della verifica anti-robot…",
  robotCheckUnavailable: "Non è stato possibile caricare la verifica anti-robot. Ricaricate la pagina.",
  robotCheckOffline: "Nessuna connessione: la verifica anti-robot si caricherà quando sarete di nuovo online.",
  robotCheckNeedsScript: "La verifica anti-robot richiede JavaScript. Potete anche scrivere a {email} o chiamare il {phone}.",
  honeypot: "Lasciate vuoto questo campo",
  receivedReservation:
    "La vostra richiesta di prenotazione è arrivata al ristorante. Non è ancora confermata: il ristorante ve la confermerà via e-mail.",
  receivedReservationWhatsapp:
    "La vostra richiesta di prenotazione è arrivata al ristorante. Non è ancora confermata: il ristorante ve la confermerà via e-mail e su WhatsApp.",
  receivedContact: "Il vostro messaggio è arrivato al ristorante. Il ristorante vi risponderà via e-mail.",
  receivedContactWhatsapp: "Il vostro messaggio è arrivato al ristorante. Il ristorante vi risponderà via e-mail e su WhatsApp.",
  receivedLink: "Vi abbiamo inviato un'e-mail con il vostro link personale per vedere o annullare la richiesta.",
  writeAgain: "Scrivi un altro messaggio",
} as const satisfies (typeof contactTexts)["en"];
