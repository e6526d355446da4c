import type { TemplatePlaceholder } from "./mail-templates.ts";

// Italian words of mail-templates.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md). The default templates themselves are mail-texts.it.ts's
// ("confirmed.subject", "whatsapp.confirmed"…). The samples fill the editor's preview; the
// placeholders' meanings and the template issues are the owners' only, in their area's languages.

/** `samples` (the line `const samples: Dictionary<…> = {`): the preview's guest, in Italian. */
export const samplesIt = {
  name: "Maria Rossi",
  time: "20:30",
  area: "Terrazza",
  people: "4 persone",
} as const satisfies Record<Exclude<TemplatePlaceholder, "date" | "site">, string>;

