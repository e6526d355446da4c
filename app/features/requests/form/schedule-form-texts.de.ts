import type { scheduleFormTexts } from "./schedule-form-texts.ts";

// German words of schedule-form-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// {time} is the form's 12-hour slot label ("8:30 PM", fixed by the spec), so no "Uhr" follows it.
export const scheduleFormTextsDe = {
  outOfRange: "{date}: Reservierungen sind vom {min} bis zum {max} möglich.",
  closedDay: "{date}: geschlossen.",
  dayOver: "{date}: Für diesen Tag können keine Tische mehr reserviert werden.",
  dateGone: "Der {date} kann nicht mehr reserviert werden: Bitte wählen Sie ein anderes Datum.",
  timeGone: "{time} kann nicht mehr reserviert werden (zu kurzfristig): Bitte wählen Sie eine spätere Uhrzeit.",
  notASlot: "Um {time} am {date} nehmen wir keine Gäste an: Bitte wählen Sie eine andere Uhrzeit.",
  full: "{time} ist ausgebucht: Wählen Sie eine andere Uhrzeit oder einen anderen Bereich, oder fragen Sie uns per WhatsApp oder telefonisch ({phone}).",
  fullMark: "(ausgebucht)",
  goneMark: "(nicht mehr verfügbar)",
  closedDates: "Geschlossen: {dates}.",
} as const satisfies (typeof scheduleFormTexts)["en"];
