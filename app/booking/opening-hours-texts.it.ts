import type { openingHoursTexts } from "./opening-hours-texts.ts";

// Italian words of opening-hours-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). Italian names a weekday without a preposition ("chiude lunedì
// alle 23:00"), so onWeekday is the weekday alone; weekdays are written in lower case.
export const openingHoursTextsIt = {
  everyDay: "Tutti i giorni",
  closed: "Chiuso",
  dayRange: "{first} – {last}",
  period: "{opens} – {closes}",
  openNow: "Aperto ora · chiude alle {time}",
  openNowClosesOn: "Aperto ora · chiude {day} alle {time}",
  closedNow: "Chiuso ora",
  closedOpensToday: "Chiuso ora · apre alle {time}",
  closedOpensOn: "Chiuso ora · apre {day} alle {time}",
  tomorrow: "domani",
  onWeekday: "{weekday}",
  onDate: "il {date}",
  closedOnDay: "Chiuso il {date}: {label}",
  closedFromTo: "Chiuso dal {from} al {to}: {label}",
  hoursOnDay: "Aperto {hours} il {date}: {label}",
  hoursFromTo: "Aperto {hours} dal {from} al {to}: {label}",
  "day.mon": "lun",
  "day.tue": "mar",
  "day.wed": "mer",
  "day.thu": "gio",
  "day.fri": "ven",
  "day.sat": "sab",
  "day.sun": "dom",
  "weekday.mon": "lunedì",
  "weekday.tue": "martedì",
  "weekday.wed": "mercoledì",
  "weekday.thu": "giovedì",
  "weekday.fri": "venerdì",
  "weekday.sat": "sabato",
  "weekday.sun": "domenica",
} as const satisfies (typeof openingHoursTexts)["en"];
