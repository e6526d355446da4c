import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { dailyMailTextsFr } from "./daily-mail-texts.fr.ts";
import { dailyMailTextsDe } from "./daily-mail-texts.de.ts";
import { dailyMailTextsIt } from "./daily-mail-texts.it.ts";
import { dailyMailTextsRu } from "./daily-mail-texts.ru.ts";

// The daily mails (app/features/requests/daily-mails.server.ts): the guest's reminder the day
// before a confirmed reservation, in the guest's language; the owners' morning digest and the
// Telegram message about a new request, in OWNER_MAIL_LANG (app/features/outbox/rules/owner-mail-lang.ts).
// The common labels (Name, Date, Phone…) are mail-texts.ts's.
const dailyMailTextsEn = {
  reminderSubject: "See you tomorrow: {date}, {time} – {site}",
  reminderIntro: "A reminder of your reservation for {people} tomorrow, {date}, at {time} ({area}). We look forward to seeing you.",
  reminderManage: "To see your reservation, cancel it or ask for a change:",
  reminderChange: "If your plans change, please tell us: reply to this mail, call us or use the link above.",
  digestSubject: "Today {date}: {reservations} reservations, {covers} people – {site}",
  digestIntro: "Good morning. This is the day at {site}, {date} (Cuba time).",
  digestToday: "Confirmed reservations today",
  digestQuiet: "No confirmed reservations today.",
  digestCovers: "People per area",
  digestTotal: "Total",
  digestUnanswered: "Requests waiting for an answer for more than {hours} hours",
  digestNoneUnanswered: "No request has been waiting for an answer that long.",
  digestReceived: "received {when}",
  digestOpen: "Open in the inbox",
  digestNoReservation: "message, no reservation",
  telegramReservation: "New reservation request",
  telegramContact: "New message",
  telegramOpen: "Inbox",
} as const;

export const dailyMailTexts: Dictionary<{ readonly [K in keyof typeof dailyMailTextsEn]: string }> = bilingual({
  en: dailyMailTextsEn,
  es: {
    reminderSubject: "Te esperamos mañana: {date}, {time} – {site}",
    reminderIntro: "Te recordamos tu reserva para {people} mañana, {date}, a las {time} ({area}). Te esperamos.",
    reminderManage: "Para ver tu reserva, cancelarla o pedir un cambio:",
    reminderChange: "Si cambian tus planes, avísanos: responde a este correo, llámanos o usa el enlace de arriba.",
    digestSubject: "Hoy {date}: {reservations} reservas, {covers} personas – {site}",
    digestIntro: "Buenos días. Así es el día en {site}, {date} (hora de Cuba).",
    digestToday: "Reservas confirmadas para hoy",
    digestQuiet: "Hoy no hay reservas confirmadas.",
    digestCovers: "Personas por área",
    digestTotal: "Total",
    digestUnanswered: "Solicitudes que esperan respuesta desde hace más de {hours} horas",
    digestNoneUnanswered: "Ninguna solicitud espera respuesta desde hace tanto.",
    digestReceived: "recibida el {when}",
    digestOpen: "Abrir en la bandeja",
    digestNoReservation: "mensaje, sin reserva",
    telegramReservation: "Nueva solicitud de reserva",
    telegramContact: "Nuevo mensaje",
    telegramOpen: "Bandeja",
  },
  fr: dailyMailTextsFr,
  de: dailyMailTextsDe,
  it: dailyMailTextsIt,
  ru: dailyMailTextsRu,
});
