import type { placeholderMeanings, TemplateIssueCode, TemplatePlaceholder } from "./mail-templates.ts";

// Italian words of mail-templates.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). The default templates themselves are mail-texts.it.ts's
// ("confirmed.subject", "whatsapp.confirmed"…). The samples fill the editor's preview; the
// placeholders' meanings and the template issues are read by the owners only, given because
// those dictionaries are typed over every guest language (in "tu", as the owners' Spanish).

/** `samples` (the line `const samples: Dictionary<…> = {`): the preview's guest, in Italian. */
export const samplesIt = {
  name: "Maria Rossi",
  time: "20:30",
  area: "Terrazza",
  people: "4 persone",
} as const satisfies Record<Exclude<TemplatePlaceholder, "date" | "site">, string>;

export const placeholderMeaningsIt = {
  name: "il nome dell'ospite",
  date: "la data della prenotazione, con il giorno della settimana e il mese in lettere",
  time: "l'orario della prenotazione",
  area: "la zona (terrazza, balcone, sala interna)",
  people: "quante persone («4 persone»)",
  site: "il nome del ristorante",
} as const satisfies (typeof placeholderMeanings)["en"];

/** `issueTexts` (the line `const issueTexts = bilingual({`). */
export const templateIssueTextsIt = {
  subjectEmpty: "L'oggetto non può essere vuoto.",
  subjectOneLine: "L'oggetto deve stare su una sola riga.",
  bodyEmpty: "Il testo non può essere vuoto.",
  tooLong: "Al massimo {n} caratteri.",
  missingPlaceholder: "Il testo deve contenere {placeholder}.",
  unknownPlaceholder: "{placeholder} non è un segnaposto conosciuto. Usa solo: {known}.",
  brokenBrace: "Una parentesi graffa non è chiusa o non è aperta: scrivi i segnaposto come {example}, senza altre graffe.",
} as const satisfies Record<TemplateIssueCode, string>;
