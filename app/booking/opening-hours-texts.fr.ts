import type { openingHoursTexts } from "./opening-hours-texts.ts";

// French words of opening-hours-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md). French names a coming weekday without an article ("ferme lundi à
// 02:00") but a date with one ("ouvre le 24/12 à 12:00").
export const openingHoursTextsFr = {
  everyDay: "Tous les jours",
  closed: "Fermé",
  dayRange: "{first} – {last}",
  period: "{opens} – {closes}",
  openNow: "Ouvert en ce moment · ferme à {time}",
  openNowClosesOn: "Ouvert en ce moment · ferme {day} à {time}",
  closedNow: "Fermé en ce moment",
  closedOpensToday: "Fermé en ce moment · ouvre à {time}",
  closedOpensOn: "Fermé en ce moment · ouvre {day} à {time}",
  tomorrow: "demain",
  onWeekday: "{weekday}",
  onDate: "le {date}",
  closedOnDay: "Fermé le {date} : {label}",
  closedFromTo: "Fermé du {from} au {to} : {label}",
  hoursOnDay: "Ouvert le {date}, {hours} : {label}",
  hoursFromTo: "Ouvert du {from} au {to}, {hours} : {label}",
  "day.mon": "lun.",
  "day.tue": "mar.",
  "day.wed": "mer.",
  "day.thu": "jeu.",
  "day.fri": "ven.",
  "day.sat": "sam.",
  "day.sun": "dim.",
  "weekday.mon": "lundi",
  "weekday.tue": "mardi",
  "weekday.wed": "mercredi",
  "weekday.thu": "jeudi",
  "weekday.fri": "vendredi",
  "weekday.sat": "samedi",
  "weekday.sun": "dimanche",
} as const satisfies (typeof openingHoursTexts)["en"];
