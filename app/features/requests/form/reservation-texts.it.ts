import type { reservationTexts } from "./reservation-texts.ts";

// Italian words of reservation-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). The areas: Terraza → Terrazza, Balcón → Balcone, Interior →
// Sala interna.
export const reservationTextsIt = {
  checkbox: "Volete prenotare un tavolo?",
  title: "Prenotazione",
  date: "Data",
  dateHint: "gg/mm/aaaa",
  chooseDate: "Scegli una data nel calendario",
  time: "Orario",
  timeHint: "Ora di Cuba (America/Havana)",
  chooseTime: "Scegli un orario",
  area: "Zona",
  chooseArea: "Scegli una zona",
  people: "Persone",
  save: "Salva",
  close: "Chiudi",
  edit: "Modifica",
  editDate: "Modifica la data",
  editTime: "Modifica l'orario",
  editArea: "Modifica la zona",
  editPeople: "Modifica le persone",
  summary: "La vostra prenotazione",
  inlineHint: "Compilate questi campi se desiderate un tavolo.",
  "area.Balcón": "Balcone",
  "area.Interior": "Sala interna",
  "area.Terraza": "Terrazza",
} as const satisfies (typeof reservationTexts)["en"];
