import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { scheduleFormTextsFr } from "./schedule-form-texts.fr.ts";
import { scheduleFormTextsDe } from "./schedule-form-texts.de.ts";
import { scheduleFormTextsIt } from "./schedule-form-texts.it.ts";
import { scheduleFormTextsRu } from "./schedule-form-texts.ru.ts";

// What the reservation form says about the schedule (docs/product.md §17): why a day is not
// offered, why a time can no longer be booked. {date} is dd/MM/yyyy, {time} a 12-hour label.
const scheduleFormTextsEn = {
  outOfRange: "{date}: reservations are taken from {min} to {max}.",
  closedDay: "{date}: closed.",
  dayOver: "{date}: no more tables can be booked for this day.",
  dateGone: "{date} can no longer be booked: choose another date.",
  timeGone: "{time} can no longer be booked (too soon): choose a later time.",
  notASlot: "We do not seat at {time} on {date}: choose another time.",
  full: "{time} is full: choose another time or area, or ask us on WhatsApp or by phone ({phone}).",
  fullMark: "(full)",
  goneMark: "(no longer available)",
  closedDates: "Closed: {dates}.",
} as const;

export const scheduleFormTexts: Dictionary<{ readonly [K in keyof typeof scheduleFormTextsEn]: string }> = bilingual({
  en: scheduleFormTextsEn,
  es: {
    outOfRange: "{date}: se reserva del {min} al {max}.",
    closedDay: "{date}: cerrado.",
    dayOver: "{date}: ya no se pueden reservar mesas para este día.",
    dateGone: "Ya no se puede reservar el {date}: elige otra fecha.",
    timeGone: "Ya no se puede reservar a las {time} (falta poco): elige una hora más tarde.",
    notASlot: "No servimos mesas a las {time} el {date}: elige otra hora.",
    full: "A las {time} ya no quedan sitios: elige otra hora u otra área, o escríbenos por WhatsApp o llama al {phone}.",
    fullMark: "(completo)",
    goneMark: "(ya no disponible)",
    closedDates: "Cerrado: {dates}.",
  },
  fr: scheduleFormTextsFr,
  de: scheduleFormTextsDe,
  it: scheduleFormTextsIt,
  ru: scheduleFormTextsRu,
});
