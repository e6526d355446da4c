import type { contactMessages } from "./contact-messages.ts";

// German words of contact-messages.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// dateClosedFor shows the exception's English label ({labelEn}): the schedule's exceptions carry
// a label per language of the list (app/lib/localized-field.ts), and German is not in it yet.
// captchaRequired keeps the spec's "reCAPTCHA".
export const contactMessagesDe = {
  nameRequired: "Bitte geben Sie Ihren Namen an",
  urlsNotAllowed: "Links sind nicht erlaubt",
  tooLong: "Max. {max} Zeichen",
  phoneInvalid: "Ungültige Telefonnummer",
  emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse an",
  emailInvalid: "Ungültige E-Mail-Adresse",
  countryRequired: "Bitte geben Sie Ihr Land an",
  commentRequired: "Bitte schreiben Sie uns eine Nachricht",
  captchaRequired: "Bitte bestätigen Sie das reCAPTCHA.",
  captchaFailed: "Die Sicherheitsprüfung ist fehlgeschlagen oder abgelaufen. Bitte wiederholen Sie sie.",
  reservationIncomplete: "Bitte füllen Sie alle Felder der Reservierung aus.",
  dateInvalid: "Ungültiges Datum.",
  dateOutOfRange: "Bitte wählen Sie ein Datum vom {min} bis zum {max}.",
  timeInvalid: "Bitte wählen Sie eine Uhrzeit aus der Liste.",
  dateClosed: "Am {date} haben wir geschlossen. Bitte wählen Sie einen anderen Tag.",
  dateClosedFor: "Am {date} haben wir geschlossen: {labelEn}. Bitte wählen Sie einen anderen Tag.",
  timeNotServed: "Am {date} nehmen wir Gäste zu diesen Zeiten an: {hours}. Bitte wählen Sie eine Uhrzeit aus der Liste.",
  timeTooSoon: "Zu kurzfristig: Bitte reservieren Sie mindestens {notice} im Voraus oder rufen Sie uns an unter {phone}.",
  timePassed: "Diese Uhrzeit ist schon vorbei. Bitte wählen Sie eine spätere.",
  slotFull:
    "Im Bereich {area} ist um {time} am {date} kein Platz mehr frei. Schreiben Sie uns per WhatsApp oder rufen Sie uns an unter {phone}, dann suchen wir einen Platz für Sie.",
  partyTooLarge: "Ab {min} Personen schreiben Sie uns bitte per WhatsApp oder rufen Sie uns an unter {phone}, dann organisieren wir das gern.",
  areaInvalid: "Bitte wählen Sie einen Bereich aus der Liste.",
  paxInvalid: "Bitte geben Sie eine ganze Zahl von Personen an.",
  paxTooFew: "Mindestens {min} Person.",
  paxTooMany: "Max. {max} Personen.",
  balconyNote: "Tische für {max} Personen",
  balconyTooMany: "Max. {max} Personen auf dem Balkon.",
  sending: "Wird gesendet...",
  success: "Formular erfolgreich gesendet ✅",
  acknowledgementWithheld:
    "Ihre Anfrage ist beim Restaurant angekommen, aber die E-Mail, die den Eingang bestätigt, konnte gerade nicht verschickt werden. Das Restaurant antwortet Ihnen trotzdem.",
  httpError: "Senden fehlgeschlagen. Bitte versuchen Sie es noch einmal.",
  unexpectedError: "Ein unerwarteter Fehler ist aufgetreten.",
  formTrouble:
    "Ihre Eingaben bleiben hier erhalten: Versuchen Sie es noch einmal oder laden Sie die Seite neu, oder schreiben Sie an {email} oder rufen Sie an unter {phone}.",
  offline: "Keine Verbindung: Das Formular wurde nicht gesendet. Ihre Eingaben bleiben hier erhalten; senden Sie es erneut, sobald Sie wieder online sind.",
  tooManyRequests: "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es in {minutes} Min. noch einmal.",
  payloadTooLarge: "Die Anfrage ist zu groß.",
  unsupportedMediaType: "Senden Sie die Anfrage als JSON (Content-Type: application/json).",
  malformedJson: "Die Anfrage ist kein gültiges JSON.",
} as const satisfies (typeof contactMessages)["en"];
