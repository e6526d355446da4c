import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { oneLine } from "#app/features/menu/rules/menu.ts";
import { requiredMenuLanguages } from "#app/features/menu/rules/per-lang-shape.ts";
import { languages, type Lang } from "#app/lib/lang.ts";
import { languageNames, languageNamesInText } from "#app/lib/language-names.ts";
import { fill } from "#app/lib/fill.ts";
import { Field, type ControlAria } from "#app/ui/field.lazy.tsx";
import { adminLook } from "../shell/admin-look.ts";
import { CharCounter, counterId } from "../shell/char-counter.tsx";
import { useAdminText } from "../shell/use-admin-text.ts";

// The texts of the menu's forms (an item, a card's titles, today's specials): each in its
// language, and a text the menu shows in both, English beside Spanish (docs/product.md §14.5,
// §14.8). A text with a limit has the owners' counter under it and no maxlength, which would cut
// what is typed or pasted past it without a word; the menu's schema refuses it instead, in the
// browser and on the server, beside the field (docs/owners-guide.md, "Limits").

/** How the menu's rules count a text: on one line, as oneLine() leaves it (rules/menu.ts). */
export function menuTextLength(text: string): number {
  return oneLine(text).length;
}

/** A one-line text in one language; Field's wiring (id, description) comes in as props. */
export function TextLine({ field, lang, ...aria }: { field: FieldMetadata<unknown>; lang: Lang } & Partial<ControlAria>) {
  return <input {...getInputProps(field, { type: "text" })} key={field.key} lang={lang} autoComplete="off" {...aria} />;
}

/** A price in euros as an owner types it ("12", "12,50", "1.200"): the menu's price rule says what it takes. */
export function EuroLine({ field, lang, ...aria }: { field: FieldMetadata<unknown>; lang: Lang } & Partial<ControlAria>) {
  return <TextLine field={field} lang={lang} {...aria} />;
}

type MenuTextProps = {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  lang: Lang;
  /** The rule's limit (its constant in menu-limits.ts or specials-limits.ts). */
  max: number;
  /** Rows of a text of several lines (a description); a one-line field without. */
  rows?: number;
};

/** A menu text with its limit: labelled, its counter under it as the owner types. */
export function MenuText({ field, label, lang, max, rows }: MenuTextProps) {
  return (
    <Field field={field} label={label} look={adminLook} describedBy={counterId(field.id)} after={<CharCounter forId={field.id} max={max} count={menuTextLength} />}>
      {rows ? <textarea {...getTextareaProps(field)} key={field.key} lang={lang} rows={rows} /> : <TextLine field={field} lang={lang} />}
    </Field>
  );
}

type PairProps = {
  en: FieldMetadata<unknown>;
  es: FieldMetadata<unknown>;
  labels: { readonly en: string; readonly es: string };
  max: number;
  rows?: number;
};

/** One text of the menu in English beside Spanish, each field labelled and counted. */
export function EnglishBesideSpanish({ en, es, labels, max, rows }: PairProps) {
  return (
    <div className="admin-pair">
      <MenuText field={en} label={labels.en} lang="en" max={max} rows={rows} />
      <MenuText field={es} label={labels.es} lang="es" max={max} rows={rows} />
    </div>
  );
}

/** The guest languages beyond the owners' own: their words may wait (per-lang-shape.ts). */
const laterLanguages: readonly Lang[] = languages.filter((lang) => !requiredMenuLanguages.includes(lang));

/** One text of a later language: its field, its label's word ("Name ({language})"), and the English field it translates. */
export type LaterText = {
  field: FieldMetadata<unknown>;
  /** An owners' word with {language} (and {n} for a price). */
  label: string;
  n?: number;
  english: FieldMetadata<unknown>;
  max: number;
  rows?: number;
};

const hasWords = (field: FieldMetadata<unknown>) => typeof field.value === "string" && field.value.trim() !== "";

/**
 * The texts of a block in the site's other languages, one folded <details> a language under the
 * English and Spanish, so a phone shows the two the owners write first: its summary names the
 * language and says "missing" while a text written in English has none there (what the Languages
 * page counts, docs/decisions/0033-language-publication.md). A language with an error opens.
 */
export function LaterLanguages({ texts }: { texts: (lang: Lang) => LaterText[] }) {
  const { lang: ownerLang, t } = useAdminText();
  const names = languageNames(ownerLang);
  const inText = languageNamesInText(ownerLang);
  return (
    <div className="admin-later-languages">
      {laterLanguages.map((lang) => {
        const own = texts(lang);
        const missing = own.some((text) => hasWords(text.english) && !hasWords(text.field));
        const failing = own.some((text) => (text.field.errors?.length ?? 0) > 0);
        return (
          <details key={lang} className="admin-later-language" open={failing || undefined}>
            <summary>
              {names[lang]}
              {missing ? <span className="admin-later-language__missing"> · {t.otherLanguageMissing}</span> : null}
            </summary>
            <div className="admin-later-language__fields">
              {own.map((text) => (
                <MenuText
                  key={text.field.name}
                  field={text.field}
                  label={fill(text.label, { language: inText[lang], n: text.n ?? "" })}
                  lang={lang}
                  max={text.max}
                  rows={text.rows}
                />
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}
