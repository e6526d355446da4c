import { ownersBilingual } from "#app/lib/bilingual.ts";
import { issueTexts } from "#app/lib/issue-texts.ts";
import type { OwnerLang } from "#app/lib/lang.ts";

// The schedule form's refusals, in the owners' languages (docs/contributing.md §3.4). The schema
// (schedule-schema.ts) reports the keys as codes with the values their sentence needs;
// scheduleIssueTexts() gives the owner's text. Placeholders in braces are filled by fill().
export const scheduleMessages = ownersBilingual({
  en: {
    timeInvalid: "Write a time as HH:mm, e.g. 07:00.",
    closeTimeInvalid: "Write a time as HH:mm, e.g. 23:00 (00:00 for midnight).",
    closesBeforeOpens: "The closing must be after the opening.",
    periodsOverlap: "This period overlaps the one before it.",
    tooManyPeriods: "At most {max} periods a day.",
    dateInvalid: "Choose a date.",
    endBeforeStart: "The last day cannot be before the first.",
    exceptionsOverlap: "These dates overlap another exception ({from} to {to}).",
    tooManyExceptions: "At most {max} exceptions.",
    hoursNeeded: "Add the hours of these days, or tick Closed.",
    labelRequired: "Write a short label.",
    labelTooLong: "At most {max} characters.",
    wholeMinutes: "Write a whole number of minutes.",
    wholeDays: "Write a whole number of days, or leave it empty.",
    wholePeople: "Write a whole number of people, or leave it empty.",
    wholeCovers: "Write a whole number of covers, or leave it empty.",
    minutesRange: "From {min} to {max} minutes.",
    daysRange: "From {min} to {max} days.",
    peopleRange: "From {min} to {max} people.",
    coversRange: "From {min} to {max} covers.",
    lastSeatingTooLong: "The last seating must be shorter than every opening period (the shortest lasts {minutes} minutes).",
  },
  es: {
    timeInvalid: "Escribe una hora como HH:mm, p. ej. 07:00.",
    closeTimeInvalid: "Escribe una hora como HH:mm, p. ej. 23:00 (00:00 para medianoche).",
    closesBeforeOpens: "El cierre debe ser después de la apertura.",
    periodsOverlap: "Este horario se solapa con el anterior.",
    tooManyPeriods: "Máx. {max} horarios por día.",
    dateInvalid: "Elige una fecha.",
    endBeforeStart: "El último día no puede ser anterior al primero.",
    exceptionsOverlap: "Estas fechas se solapan con otra excepción ({from} a {to}).",
    tooManyExceptions: "Máx. {max} excepciones.",
    hoursNeeded: "Añade el horario de estos días, o marca Cerrado.",
    labelRequired: "Escribe una etiqueta corta.",
    labelTooLong: "Máx. {max} caracteres.",
    wholeMinutes: "Escribe un número entero de minutos.",
    wholeDays: "Escribe un número entero de días, o déjalo vacío.",
    wholePeople: "Escribe un número entero de personas, o déjalo vacío.",
    wholeCovers: "Escribe un número entero de cubiertos, o déjalo vacío.",
    minutesRange: "De {min} a {max} minutos.",
    daysRange: "De {min} a {max} días.",
    peopleRange: "De {min} a {max} personas.",
    coversRange: "De {min} a {max} cubiertos.",
    lastSeatingTooLong: "La última entrada debe ser más corta que cada horario (el más corto dura {minutes} minutos).",
  },
});

export type ScheduleMessageCode = keyof (typeof scheduleMessages)["en"];

/** Conform's formatError: each issue's code as its sentence in `lang`, filled from its params or zod's bound. */
export function scheduleIssueTexts(lang: OwnerLang) {
  return issueTexts<ScheduleMessageCode>(scheduleMessages[lang]);
}
