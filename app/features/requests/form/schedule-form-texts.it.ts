import type { scheduleFormTexts } from "./schedule-form-texts.ts";

// Italian words of schedule-form-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const scheduleFormTextsIt = {
  outOfRange: "{date}: si può prenotare dal {min} al {max}.",
  closedDay: "{date}: chiuso.",
  dayOver: "{date}: per questo giorno non si possono più prenotare tavoli.",
  dateGone: "Non è più possibile prenotare per il {date}: scegliete un'altra data.",
  timeGone: "Non è più possibile prenotare per le {time} (manca troppo poco): scegliete un orario successivo.",
  notASlot: "Il {date} non accogliamo ospiti alle {time}: scegliete un altro orario.",
  full: "Alle {time} siamo al completo: scegliete un altro orario o un'altra zona, oppure chiedeteci su WhatsApp o per telefono ({phone}).",
  fullMark: "(al completo)",
  goneMark: "(non più disponibile)",
  closedDates: "Chiuso: {dates}.",
} as const satisfies (typeof scheduleFormTexts)["en"];
