import type { Page } from "@playwright/test";
import type { SpecLang } from "./contact-page.ts";

// The 'Reserva' modal as a visitor finds it: its words (written out, as the specs check
// them) and its fields by role and name.

export const words = {
  en: {
    title: "Reservation",
    save: "Save",
    close: "Close",
    date: "Date",
    time: "Time",
    area: "Area",
    people: "People",
    chooseDate: "Choose a date in the calendar",
    incomplete: "Please fill in all the reservation fields.",
    dateInvalid: "Date input not valid.",
    balconyNote: "Tables for 2 people",
    balconyMax: "Max. 2 people on the Balcón.",
    editTime: "Edit time",
    editDate: "Edit date",
    balcony: "Balcony",
    terrace: "Terrace",
  },
  es: {
    title: "Reserva",
    save: "Guardar",
    close: "Cerrar",
    date: "Fecha",
    time: "Hora",
    area: "Área",
    people: "Personas",
    chooseDate: "Elige una fecha en el calendario",
    incomplete: "Por favor completa todos los campos de la reserva.",
    dateInvalid: "Fecha no válida.",
    balconyNote: "Mesas de 2 personas",
    balconyMax: "Máx. 2 personas en el Balcón.",
    editTime: "Editar hora",
    editDate: "Editar fecha",
    balcony: "Balcón",
    terrace: "Terraza",
  },
};

export function modal(page: Page, lang: SpecLang) {
  const w = words[lang];
  const dialog = page.getByRole("dialog", { name: w.title });
  return {
    dialog,
    date: dialog.getByRole("textbox", { name: w.date }),
    time: dialog.getByRole("combobox", { name: w.time }),
    area: dialog.getByRole("combobox", { name: w.area }),
    people: dialog.getByRole("spinbutton", { name: w.people }),
    save: dialog.getByRole("button", { name: w.save }),
    close: dialog.getByRole("button", { name: w.close }),
    alert: dialog.getByRole("alert"),
  };
}
