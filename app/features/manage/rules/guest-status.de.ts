import type { RequestStatus } from "#app/features/requests/rules/request-status.ts";

// German words of guest-status.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// Each status's label and explanation (the source's guestStatusTexts: label.de, explanation.de).
export const guestStatusTextsDe = {
  new: {
    label: "Anfrage erhalten",
    explanation: "Das Restaurant hat Ihre Anfrage erhalten und bestätigt sie bald. Erst mit der Bestätigung ist sie eine Reservierung.",
  },
  confirmed: {
    label: "Bestätigt",
    explanation: "Ihr Tisch ist reserviert. Wir freuen uns auf Ihren Besuch.",
  },
  declined: {
    label: "Nicht möglich",
    explanation: "Das Restaurant konnte diese Anfrage nicht annehmen. Rufen Sie an oder schreiben Sie, um einen anderen Termin zu finden.",
  },
  cancelled: {
    label: "Storniert",
    explanation: "Diese Anfrage ist storniert.",
  },
  "no-show": {
    label: "Beendet",
    explanation: "Diese Reservierung ist beendet.",
  },
  done: {
    label: "Abgeschlossen",
    explanation: "Vielen Dank für Ihren Besuch.",
  },
} as const satisfies Record<RequestStatus, { label: string; explanation: string }>;
