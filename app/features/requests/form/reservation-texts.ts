import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { reservationTextsFr } from "./reservation-texts.fr.ts";
import { reservationTextsDe } from "./reservation-texts.de.ts";
import { reservationTextsIt } from "./reservation-texts.it.ts";
import { reservationTextsRu } from "./reservation-texts.ru.ts";

// The reservation modal, summary and inline fields (docs/product.md §4).
// Spec wording is exact in its own language: 'Reserva', 'Guardar', 'Cerrar' (es),
// 'Do you want to make a reservation' (en).
const reservationTextsEn = {
  checkbox: "Do you want to make a reservation",
  title: "Reservation",
  date: "Date",
  dateHint: "dd/mm/yyyy",
  chooseDate: "Choose a date in the calendar",
  time: "Time",
  timeHint: "Cuba time (America/Havana)",
  chooseTime: "Choose a time",
  area: "Area",
  chooseArea: "Choose an area",
  people: "People",
  save: "Save",
  close: "Close",
  edit: "Edit",
  editDate: "Edit date",
  editTime: "Edit time",
  editArea: "Edit area",
  editPeople: "Edit people",
  summary: "Your reservation",
  inlineHint: "Fill in these fields if you want a table.",
  "area.Balcón": "Balcony",
  "area.Interior": "Indoors",
  "area.Terraza": "Terrace",
} as const;

export const reservationTexts: Dictionary<{ readonly [K in keyof typeof reservationTextsEn]: string }> = bilingual({
  en: reservationTextsEn,
  es: {
    checkbox: "¿Quieres hacer una reserva?",
    title: "Reserva",
    date: "Fecha",
    dateHint: "dd/mm/aaaa",
    chooseDate: "Elige una fecha en el calendario",
    time: "Hora",
    timeHint: "Hora de Cuba (America/Havana)",
    chooseTime: "Elige una hora",
    area: "Área",
    chooseArea: "Elige un área",
    people: "Personas",
    save: "Guardar",
    close: "Cerrar",
    edit: "Editar",
    editDate: "Editar fecha",
    editTime: "Editar hora",
    editArea: "Editar área",
    editPeople: "Editar personas",
    summary: "Tu reserva",
    inlineHint: "Rellena estos campos si quieres una mesa.",
    "area.Balcón": "Balcón",
    "area.Interior": "Interior",
    "area.Terraza": "Terraza",
  },
  fr: reservationTextsFr,
  de: reservationTextsDe,
  it: reservationTextsIt,
  ru: reservationTextsRu,
});

export type ReservationTexts = (typeof reservationTexts)["en"];
