// The update note of /menu (docs/product.md §2: text block carta.actualizacion). Decision
// (docs/decisions/0015-menu-update-note.md): the block is the owners' wording and the
// date comes from the menu's last change:
// - an empty block means "automatic": a standard sentence with the date;
// - a block containing {date} gets the date of the last menu change in its place;
// - any other text is the owners' own note and is shown exactly as written.
import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { formats } from "#app/lib/formats.ts";
import type { Lang } from "#app/lib/lang.ts";
import { automaticNoteFr } from "./menu-update-note.fr.ts";
import { automaticNoteDe } from "./menu-update-note.de.ts";
import { automaticNoteIt } from "./menu-update-note.it.ts";
import { automaticNoteRu } from "./menu-update-note.ru.ts";

export const menuDatePlaceholder = "{date}";

// The English words give the dictionary's type: the translations beside it are checked against
// it, so it must not be inferred from them.
const automaticNoteEn = { sentence: `Menu updated on ${menuDatePlaceholder}` } as const;

export const automaticNote: Dictionary<{ readonly [K in keyof typeof automaticNoteEn]: string }> = bilingual({
  en: automaticNoteEn,
  es: { sentence: `Carta actualizada el ${menuDatePlaceholder}` },
  fr: automaticNoteFr,
  de: automaticNoteDe,
  it: automaticNoteIt,
  ru: automaticNoteRu,
});

export type UpdateNote =
  | { kind: "own"; text: string }
  | { kind: "automatic"; before: string; date: string; after: string; isoDate: string };

/** The date in the page's language and the restaurant's time zone (docs/product.md §12): "12 November 2026". */
export function formatMenuDate(date: Date, lang: Lang, timeZone: string): string {
  return formats[lang].date(isoDateIn(date, timeZone));
}

/** yyyy-MM-dd of the date in the restaurant's time zone, for <time dateTime>. */
export function isoDateIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

export function menuUpdateNote(block: string, updatedAt: Date, lang: Lang, timeZone: string): UpdateNote {
  const template = block.trim() === "" ? automaticNote[lang].sentence : block;
  const at = template.indexOf(menuDatePlaceholder);
  if (at < 0) return { kind: "own", text: block };
  return {
    kind: "automatic",
    before: template.slice(0, at),
    date: formatMenuDate(updatedAt, lang, timeZone),
    after: template.slice(at + menuDatePlaceholder.length).replaceAll(menuDatePlaceholder, ""),
    isoDate: isoDateIn(updatedAt, timeZone),
  };
}

/** The note as one line of plain text (PDF, image). */
export function updateNoteText(note: UpdateNote): string {
  return note.kind === "own" ? note.text : `${note.before}${note.date}${note.after}`;
}
