import type { openingHoursTexts } from "./opening-hours-texts.ts";

// Russian words of opening-hours-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// "weekday.*" are only read through onWeekday (app/booking/schedule-words.ts), so they hold the
// whole "on Monday" phrase with its preposition and case ("в понедельник", "во вторник", "в среду"),
// which "в {weekday}" could not give: see docs/translations/ru.md, "What the sentence shapes lack".
export const openingHoursTextsRu = {
  everyDay: "Ежедневно",
  closed: "Закрыто",
  dayRange: "{first} – {last}",
  period: "{opens} – {closes}",
  openNow: "Сейчас открыто · закроемся в {time}",
  openNowClosesOn: "Сейчас открыто · закроемся {day} в {time}",
  closedNow: "Сейчас закрыто",
  closedOpensToday: "Сейчас закрыто · откроемся в {time}",
  closedOpensOn: "Сейчас закрыто · откроемся {day} в {time}",
  tomorrow: "завтра",
  onWeekday: "{weekday}",
  onDate: "{date}",
  closedOnDay: "{date} закрыто: {label}",
  closedFromTo: "С {from} по {to} закрыто: {label}",
  hoursOnDay: "{date} открыто {hours}: {label}",
  hoursFromTo: "С {from} по {to} открыто {hours}: {label}",
  "day.mon": "Пн",
  "day.tue": "Вт",
  "day.wed": "Ср",
  "day.thu": "Чт",
  "day.fri": "Пт",
  "day.sat": "Сб",
  "day.sun": "Вс",
  "weekday.mon": "в понедельник",
  "weekday.tue": "во вторник",
  "weekday.wed": "в среду",
  "weekday.thu": "в четверг",
  "weekday.fri": "в пятницу",
  "weekday.sat": "в субботу",
  "weekday.sun": "в воскресенье",
} as const satisfies (typeof openingHoursTexts)["en"];
