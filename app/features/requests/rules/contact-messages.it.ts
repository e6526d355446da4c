import type { contactMessages } from "./contact-messages.ts";

// Italian words of contact-messages.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). dateClosedFor shows the closing's English label ({labelEn}): the
// owners write the label in English and Spanish only (an open question in the glossary).
export const contactMessagesIt = {
  nameRequired: "Il nome è obbligatorio",
  urlsNotAllowed: "Gli URL non sono ammessi",
  tooLong: "Max. {max} caratteri",
  phoneInvalid: "Numero di telefono non valido",
  emailRequired: "L'e-mail è obbligatoria",
  emailInvalid: "E-mail non valida",
  countryRequired: "Il paese è obbligatorio",
  commentRequired: "I commenti sono obbligatori",
  captchaRequired: "Completate il reCAPTCHA.",
  captchaFailed: "La verifica anti-robot non è riuscita o è scaduta. Completatela di nuovo.",
  reservationIncomplete: "Compilate tutti i campi della prenotazione.",
  dateInvalid: "Data non valida.",
  dateOutOfRange: "Scegliete una data dal {min} al {max}.",
  timeInvalid: "Scegliete un orario dall'elenco.",
  dateClosed: "Il {date} siamo chiusi. Scegliete un altro giorno.",
  dateClosedFor: "Il {date} siamo chiusi: {labelEn}. Scegliete un altro giorno.",
  timeNotServed: "Il {date} accogliamo gli ospiti in questi orari: {hours}. Scegliete un orario dall'elenco.",
  timeTooSoon: "Troppo presto: prenotate con almeno {notice} di anticipo, oppure chiamateci al {phone}.",
  timePassed: "Quell'orario è già passato. Sceglietene uno successivo.",
  slotFull:
    "Non ci sono più posti nella zona {area} alle {time} del {date}. Scriveteci su WhatsApp o chiamate il {phone} e ne cercheremo uno.",
  partyTooLarge: "Per {min} persone o più, scriveteci su WhatsApp o chiamate il {phone} e organizzeremo tutto.",
  areaInvalid: "Scegliete una zona dall'elenco.",
  paxInvalid: "Inserite un numero intero di persone.",
  paxTooFew: "Min. {min} persona.",
  paxTooMany: "Max. {max} persone.",
  balconyNote: "Tavoli da {max} persone",
  balconyTooMany: "Max. {max} persone sul Balcone.",
  sending: "Invio in corso...",
  success: "Modulo inviato correttamente ✅",
  acknowledgementWithheld:
    "La vostra richiesta è arrivata al ristorante, ma in questo momento non è stato possibile inviare l'e-mail che ne conferma la ricezione. Il ristorante vi risponderà comunque.",
  httpError: "Invio non riuscito. Riprovate.",
  unexpectedError: "Si è verificato un errore imprevisto.",
  formTrouble: "Quello che avete scritto resta qui: riprovate o ricaricate la pagina, oppure scrivete a {email} o chiamate il {phone}.",
  offline:
    "Nessuna connessione: il modulo non è stato inviato. Quello che avete scritto resta qui; inviatelo di nuovo quando sarete tornati online.",
  tooManyRequests: "Troppe richieste dalla vostra connessione. Riprovate tra {minutes} min.",
  payloadTooLarge: "La richiesta è troppo grande.",
  unsupportedMediaType: "Inviate la richiesta in formato JSON (Content-Type: application/json).",
  malformedJson: "La richiesta non è un JSON valido.",
} as const satisfies (typeof contactMessages)["en"];
