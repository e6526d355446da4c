import type { manageTexts } from "./manage-texts.ts";

// Italian words of manage-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). "Annullare", never "cancellare" (which reads as "delete").
export const manageTextsIt = {
  title: "La vostra richiesta",
  statusHeading: "Stato",
  detailsHeading: "La vostra richiesta",
  name: "Nome",
  date: "Data",
  time: "Orario",
  area: "Zona",
  people: "Persone",
  received: "Inviata il {when} (ora di Cuba)",
  reference: "Riferimento",
  contactHeading: "Domande? Contattateci",
  phone: "Telefono",
  whatsapp: "WhatsApp",
  writeOnWhatsapp: "Scriveteci su WhatsApp",
  cancelHeading: "Annullare la richiesta",
  cancelIntro: "Non potete venire? Avvisate il ristorante, così potrà dare il tavolo a qualcun altro.",
  cancelButton: "Annulla la mia richiesta…",
  confirmHeading: "Annullare questa richiesta?",
  confirmText:
    "Il ristorante verrà avvisato subito. Qui non si potrà tornare indietro; se alla fine venite, inviate una nuova richiesta o chiamate.",
  confirmButton: "Sì, annulla la mia richiesta",
  keepButton: "No, mantienila",
  cancelled: "La vostra richiesta è annullata. Il ristorante è stato avvisato.",
  alreadyCancelled: "Questa richiesta era già annullata. Non è cambiato nulla.",
  "closed.cancel.begun":
    "L'orario della vostra prenotazione è già iniziato, quindi qui non è più possibile annullarla. Se c'è stato un imprevisto, chiamate o scrivete al ristorante.",
  "closed.cancel.settled": "Questa richiesta non è più aperta, quindi qui non c'è nulla da annullare.",
  "closed.ask.begun":
    "L'orario della vostra prenotazione è già iniziato, quindi un messaggio da qui arriverebbe al ristorante troppo tardi. Chiamate o scrivete su WhatsApp.",
  "closed.ask.settled":
    "Questa richiesta non è più aperta, quindi qui non si può chiedere una modifica. Per venire un altro giorno, inviate una nuova richiesta o chiamate.",
  nothingChanged: "Non è cambiato nulla.",
  askHeading: "Chiedere una modifica",
  askIntro: "Un altro orario, più persone, una domanda? Scrivete un breve messaggio: il ristorante vi risponderà.",
  messageLabel: "Il vostro messaggio",
  messageHint: "Al massimo {n} caratteri.",
  askButton: "Invia il messaggio",
  messageSent: "Il vostro messaggio è stato inviato al ristorante. Vi risponderanno presto.",
  messageMissing: "Scrivete prima il vostro messaggio.",
  messageTooLong: "Il vostro messaggio è troppo lungo: al massimo {n} caratteri.",
  tooManyMessages: "Questa richiesta ha già ricevuto molti messaggi. Chiamate o scrivete su WhatsApp.",
  refused: "Non è stato possibile inviare il modulo da qui. Aprite di nuovo il vostro link e riprovate.",
  notFoundTitle: "Link non trovato",
  notFoundText:
    "Questo link non porta a nessuna richiesta. Controllate di aver copiato l'indirizzo completo dall'e-mail. Se nel frattempo il ristorante vi ha scritto, usate il link della sua ultima e-mail.",
  expiredTitle: "Questo link è scaduto",
  expiredText:
    "La data di questa richiesta è passata, quindi la sua pagina è chiusa. Per contattare il ristorante, chiamate o scrivete su WhatsApp:",
  backHome: "Torna alla pagina iniziale",
} as const satisfies (typeof manageTexts)["en"];
