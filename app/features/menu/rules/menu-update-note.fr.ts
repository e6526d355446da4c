import type { automaticNote } from "./menu-update-note.ts";

// French words of menu-update-note.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md). {date} is `menuDatePlaceholder`.
export const automaticNoteFr = {
  sentence: "Carte mise à jour le {date}",
} as const satisfies (typeof automaticNote)["en"];
