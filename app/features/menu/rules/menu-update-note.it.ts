import type { automaticNote } from "./menu-update-note.ts";

// Italian words of menu-update-note.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const automaticNoteIt = {
  sentence: "Menu aggiornato il {date}",
} as const satisfies (typeof automaticNote)["en"];
