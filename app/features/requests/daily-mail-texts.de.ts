import type { dailyMailTexts } from "./daily-mail-texts.ts";

// German words of daily-mail-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// The reminder is the guest's ("Sie"); the digest and Telegram keys are the owners', translated
// for completeness (the owners read them in OWNER_MAIL_LANG).
export const dailyMailTextsDe = {
  reminderSubject: "Bis morgen: {date}, {time} Uhr – {site}",
  reminderIntro: "Wir erinnern Sie an Ihre Reservierung für {people} morgen, {date}, um {time} Uhr ({area}). Wir freuen uns auf Ihren Besuch.",
  reminderManage: "Hier können Sie Ihre Reservierung ansehen, stornieren oder um eine Änderung bitten:",
  reminderChange: "Falls sich Ihre Pläne ändern, sagen Sie uns bitte Bescheid: Antworten Sie auf diese E-Mail, rufen Sie uns an oder nutzen Sie den Link oben.",
  digestSubject: "Heute, {date}: {reservations} Reservierungen, {covers} Personen – {site}",
  digestIntro: "Guten Morgen. So sieht der Tag bei {site} aus, {date} (kubanische Zeit).",
  digestToday: "Bestätigte Reservierungen für heute",
  digestQuiet: "Heute gibt es keine bestätigten Reservierungen.",
  digestCovers: "Personen pro Bereich",
  digestTotal: "Gesamt",
  digestUnanswered: "Anfragen, die seit mehr als {hours} Stunden auf eine Antwort warten",
  digestNoneUnanswered: "Keine Anfrage wartet so lange auf eine Antwort.",
  digestReceived: "eingegangen am {when}",
  digestOpen: "Im Posteingang öffnen",
  digestNoReservation: "Nachricht, keine Reservierung",
  telegramReservation: "Neue Reservierungsanfrage",
  telegramContact: "Neue Nachricht",
  telegramOpen: "Posteingang",
} as const satisfies (typeof dailyMailTexts)["en"];
