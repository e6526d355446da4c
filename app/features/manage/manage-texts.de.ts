import type { manageTexts } from "./manage-texts.ts";

// German words of manage-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const manageTextsDe = {
  title: "Ihre Anfrage",
  statusHeading: "Status",
  detailsHeading: "Ihre Anfrage",
  name: "Name",
  date: "Datum",
  time: "Uhrzeit",
  area: "Bereich",
  people: "Personen",
  received: "Gesendet am {when} (kubanische Zeit)",
  reference: "Referenz",
  contactHeading: "Fragen? Sprechen Sie uns an",
  phone: "Telefon",
  whatsapp: "WhatsApp",
  writeOnWhatsapp: "Per WhatsApp schreiben",
  cancelHeading: "Anfrage stornieren",
  cancelIntro: "Sie können nicht kommen? Geben Sie dem Restaurant Bescheid, damit es den Tisch an andere Gäste vergeben kann.",
  cancelButton: "Meine Anfrage stornieren…",
  confirmHeading: "Diese Anfrage stornieren?",
  confirmText:
    "Das Restaurant wird sofort benachrichtigt. Hier lässt sich das nicht rückgängig machen; wenn Sie doch kommen möchten, senden Sie eine neue Anfrage oder rufen Sie an.",
  confirmButton: "Ja, meine Anfrage stornieren",
  keepButton: "Nein, behalten",
  cancelled: "Ihre Anfrage ist storniert. Das Restaurant wurde benachrichtigt.",
  alreadyCancelled: "Diese Anfrage war bereits storniert. Es hat sich nichts geändert.",
  "closed.cancel.begun":
    "Ihre Reservierungszeit hat schon begonnen, daher kann sie hier nicht mehr storniert werden. Falls etwas dazwischengekommen ist, rufen Sie das Restaurant an oder schreiben Sie ihm.",
  "closed.cancel.settled": "Diese Anfrage ist nicht mehr offen, daher gibt es hier nichts zu stornieren.",
  "closed.ask.begun":
    "Ihre Reservierungszeit hat schon begonnen, eine Nachricht von hier käme zu spät beim Restaurant an. Rufen Sie bitte an oder schreiben Sie per WhatsApp.",
  "closed.ask.settled":
    "Diese Anfrage ist nicht mehr offen, daher können Sie hier keine Änderung erbitten. Für einen anderen Tag senden Sie bitte eine neue Anfrage oder rufen Sie an.",
  nothingChanged: "Es hat sich nichts geändert.",
  askHeading: "Um eine Änderung bitten",
  askIntro: "Eine andere Uhrzeit, mehr Personen, eine Frage? Schreiben Sie eine kurze Nachricht; das Restaurant antwortet Ihnen.",
  messageLabel: "Ihre Nachricht",
  messageHint: "Höchstens {n} Zeichen.",
  askButton: "Nachricht senden",
  messageSent: "Ihre Nachricht wurde an das Restaurant gesendet. Sie erhalten bald eine Antwort.",
  messageMissing: "Bitte schreiben Sie zuerst Ihre Nachricht.",
  messageTooLong: "Ihre Nachricht ist zu lang: höchstens {n} Zeichen.",
  tooManyMessages: "Zu dieser Anfrage sind schon viele Nachrichten eingegangen. Bitte rufen Sie an oder schreiben Sie per WhatsApp.",
  refused: "Dieses Formular konnte von hier aus nicht gesendet werden. Bitte öffnen Sie Ihren Link erneut und versuchen Sie es noch einmal.",
  notFoundTitle: "Link nicht gefunden",
  notFoundText:
    "Dieser Link führt zu keiner Anfrage. Prüfen Sie, ob Sie die ganze Adresse aus der E-Mail kopiert haben. Hat Ihnen das Restaurant inzwischen geschrieben, nutzen Sie den Link aus seiner letzten E-Mail.",
  expiredTitle: "Dieser Link ist abgelaufen",
  expiredText: "Das Datum dieser Anfrage ist vorbei, ihre Seite ist daher geschlossen. Sie erreichen das Restaurant telefonisch oder per WhatsApp:",
  backHome: "Zurück zur Startseite",
} as const satisfies (typeof manageTexts)["en"];
