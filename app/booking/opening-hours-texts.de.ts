import type { openingHoursTexts } from "./opening-hours-texts.ts";

// German words of opening-hours-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// {time} is on the 24-hour clock ("7:00", app/booking/schedule-words.ts); no "Uhr" follows it,
// which reads right either way (docs/translations/de.md, open questions).
export const openingHoursTextsDe = {
  everyDay: "Täglich",
  closed: "Geschlossen",
  dayRange: "{first} – {last}",
  period: "{opens} – {closes}",
  openNow: "Jetzt geöffnet · schließt um {time}",
  openNowClosesOn: "Jetzt geöffnet · schließt {day} um {time}",
  closedNow: "Jetzt geschlossen",
  closedOpensToday: "Jetzt geschlossen · öffnet um {time}",
  closedOpensOn: "Jetzt geschlossen · öffnet {day} um {time}",
  tomorrow: "morgen",
  onWeekday: "am {weekday}",
  onDate: "am {date}",
  closedOnDay: "Geschlossen am {date}: {label}",
  closedFromTo: "Geschlossen vom {from} bis {to}: {label}",
  hoursOnDay: "Geöffnet am {date}, {hours}: {label}",
  hoursFromTo: "Geöffnet vom {from} bis {to}, {hours}: {label}",
  "day.mon": "Mo",
  "day.tue": "Di",
  "day.wed": "Mi",
  "day.thu": "Do",
  "day.fri": "Fr",
  "day.sat": "Sa",
  "day.sun": "So",
  "weekday.mon": "Montag",
  "weekday.tue": "Dienstag",
  "weekday.wed": "Mittwoch",
  "weekday.thu": "Donnerstag",
  "weekday.fri": "Freitag",
  "weekday.sat": "Samstag",
  "weekday.sun": "Sonntag",
} as const satisfies (typeof openingHoursTexts)["en"];
