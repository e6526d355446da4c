import type { dailyMailTexts } from "./daily-mail-texts.ts";

// Italian words of daily-mail-texts.ts, the whole dictionary (first translation, awaiting the
// owners' approval: docs/translations/it.md): the guest's reminder in "voi"; the owners'
// digest and Telegram lines as the owners' Spanish is, in "tu".
export const dailyMailTextsIt = {
  reminderSubject: "Vi aspettiamo domani: {date}, {time} – {site}",
  reminderIntro: "Vi ricordiamo la vostra prenotazione per {people} domani, {date}, alle {time} ({area}). Vi aspettiamo!",
  reminderManage: "Per vedere la prenotazione, annullarla o chiedere una modifica:",
  reminderChange: "Se i vostri programmi cambiano, fatecelo sapere: rispondete a questa e-mail, chiamateci o usate il link qui sopra.",
  digestSubject: "Oggi {date}: {reservations} prenotazioni, {covers} persone – {site}",
  digestIntro: "Buongiorno. Ecco la giornata di {site}, {date} (ora di Cuba).",
  digestToday: "Prenotazioni confermate per oggi",
  digestQuiet: "Oggi non ci sono prenotazioni confermate.",
  digestCovers: "Persone per zona",
  digestTotal: "Totale",
  digestUnanswered: "Richieste in attesa di risposta da più di {hours} ore",
  digestNoneUnanswered: "Nessuna richiesta è in attesa di risposta da così tanto.",
  digestReceived: "ricevuta il {when}",
  digestOpen: "Apri nella posta in arrivo",
  digestNoReservation: "messaggio, senza prenotazione",
  telegramReservation: "Nuova richiesta di prenotazione",
  telegramContact: "Nuovo messaggio",
  telegramOpen: "Posta in arrivo",
} as const satisfies (typeof dailyMailTexts)["en"];
