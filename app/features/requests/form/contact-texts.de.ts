import type { contactTexts } from "./contact-texts.ts";

// German words of contact-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const contactTextsDe = {
  name: "Name",
  phone: "Telefon",
  // No-break spaces: the example number never breaks across two lines on a phone.
  phoneHint: "Mit Ländervorwahl, z. B. +53\u00a05\u00a0123\u00a04567",
  whatsapp: "WhatsApp",
  whatsappHint: "Antwort bitte per WhatsApp",
  email: "E-Mail",
  country: "Land",
  comment: "Nachricht",
  required: "Pflichtfeld",
  requiredNote: "Mit * markierte Felder sind Pflichtfelder.",
  reset: "Zurücksetzen",
  robotCheck: "Sicherheitsprüfung",
  robotCheckLoading: "Sicherheitsprüfung wird geladen…",
  robotCheckUnavailable: "Die Sicherheitsprüfung konnte nicht geladen werden. Bitte laden Sie die Seite neu.",
  robotCheckOffline: "Keine Verbindung: Die Sicherheitsprüfung wird geladen, sobald Sie wieder online sind.",
  robotCheckNeedsScript: "Die Sicherheitsprüfung benötigt JavaScript. Sie können uns auch an {email} schreiben oder unter {phone} anrufen.",
  honeypot: "Dieses Feld bitte leer lassen",
  receivedReservation: "Ihre Reservierungsanfrage ist beim Restaurant angekommen. Sie ist noch nicht bestätigt: Das Restaurant bestätigt sie Ihnen per E-Mail.",
  receivedReservationWhatsapp:
    "Ihre Reservierungsanfrage ist beim Restaurant angekommen. Sie ist noch nicht bestätigt: Das Restaurant bestätigt sie Ihnen per E-Mail und über WhatsApp.",
  receivedContact: "Ihre Nachricht ist beim Restaurant angekommen. Das Restaurant antwortet Ihnen per E-Mail.",
  receivedContactWhatsapp: "Ihre Nachricht ist beim Restaurant angekommen. Das Restaurant antwortet Ihnen per E-Mail und über WhatsApp.",
  receivedLink: "Wir haben Ihnen eine E-Mail mit Ihrem persönlichen Link geschickt, über den Sie Ihre Anfrage ansehen oder stornieren können.",
  writeAgain: "Weitere Nachricht schreiben",
} as const satisfies (typeof contactTexts)["en"];
