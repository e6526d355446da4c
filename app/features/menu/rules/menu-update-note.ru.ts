import type { automaticNote } from "./menu-update-note.ts";

// Russian words of menu-update-note.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const automaticNoteRu = {
  sentence: "Меню обновлено {date}",
} as const satisfies (typeof automaticNote)["en"];
