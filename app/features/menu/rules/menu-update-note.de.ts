import type { automaticNote } from "./menu-update-note.ts";

// German words of menu-update-note.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const automaticNoteDe = {
  sentence: "Speisekarte aktualisiert am {date}",
} as const satisfies (typeof automaticNote)["en"];
