import type { reservationTexts } from "./reservation-texts.ts";

// German words of reservation-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// dateHint stays the field's dd/mm/yyyy (the spec fixes the format in every language), spelt as
// Germans abbreviate it: TT/MM/JJJJ.
export const reservationTextsDe = {
  checkbox: "Möchten Sie einen Tisch reservieren?",
  title: "Reservierung",
  date: "Datum",
  dateHint: "TT/MM/JJJJ",
  chooseDate: "Datum im Kalender wählen",
  time: "Uhrzeit",
  timeHint: "Kubanische Zeit (America/Havana)",
  chooseTime: "Uhrzeit wählen",
  area: "Bereich",
  chooseArea: "Bereich wählen",
  people: "Personen",
  save: "Speichern",
  close: "Schließen",
  edit: "Ändern",
  editDate: "Datum ändern",
  editTime: "Uhrzeit ändern",
  editArea: "Bereich ändern",
  editPeople: "Personenzahl ändern",
  summary: "Ihre Reservierung",
  inlineHint: "Füllen Sie diese Felder aus, wenn Sie einen Tisch möchten.",
  "area.Balcón": "Balkon",
  "area.Interior": "Innenraum",
  "area.Terraza": "Terrasse",
} as const satisfies (typeof reservationTexts)["en"];
