import type { dailyMailTexts } from "./daily-mail-texts.ts";

// French words of daily-mail-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md): the guest's reminder, and the owners' digest and Telegram lines so
// the dictionary is whole.
export const dailyMailTextsFr = {
  reminderSubject: "À demain : {date}, {time} – {site}",
  reminderIntro: "Petit rappel de votre réservation pour {people} demain, {date}, à {time} ({area}). Nous avons hâte de vous accueillir.",
  reminderManage: "Pour consulter votre réservation, l’annuler ou demander une modification :",
  reminderChange: "Si vos projets changent, prévenez-nous : répondez à ce courriel, appelez-nous ou utilisez le lien ci-dessus.",
  digestSubject: "Aujourd’hui {date} : {reservations} réservations, {covers} personnes – {site}",
  digestIntro: "Bonjour. Voici la journée à {site}, {date} (heure de Cuba).",
  digestToday: "Réservations confirmées aujourd’hui",
  digestQuiet: "Aucune réservation confirmée aujourd’hui.",
  digestCovers: "Personnes par emplacement",
  digestTotal: "Total",
  digestUnanswered: "Demandes en attente de réponse depuis plus de {hours} heures",
  digestNoneUnanswered: "Aucune demande n’attend de réponse depuis si longtemps.",
  digestReceived: "reçue le {when}",
  digestOpen: "Ouvrir dans la boîte de réception",
  digestNoReservation: "message, sans réservation",
  telegramReservation: "Nouvelle demande de réservation",
  telegramContact: "Nouveau message",
  telegramOpen: "Boîte de réception",
} as const satisfies (typeof dailyMailTexts)["en"];
