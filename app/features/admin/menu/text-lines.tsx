import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { Lang } from "#app/lib/lang.ts";
import { Field } from "#app/ui/field.lazy.tsx";
import { adminLook } from "../shell/admin-look.ts";

// The one-line texts of the menu's forms (an item, today's specials): each in its language,
// and a text the menu shows in both, English beside Spanish (docs/product.md §14.5, §14.8).

/** A one-line text in one language. */
export function TextLine({ field, lang, maxLength }: { field: FieldMetadata<unknown>; lang: Lang; maxLength: number }) {
  return <input {...getInputProps(field, { type: "text" })} key={field.key} lang={lang} maxLength={maxLength} autoComplete="off" />;
}

/** A price in euros as an owner types it ("12", "12,50", "1.200"): any the menu takes fits. */
export function EuroLine({ field, lang }: { field: FieldMetadata<unknown>; lang: Lang }) {
  return <TextLine field={field} lang={lang} maxLength={12} />;
}

type PairProps = {
  en: FieldMetadata<unknown>;
  es: FieldMetadata<unknown>;
  labels: { readonly en: string; readonly es: string };
  maxLength: number;
};

/** One text of the menu in English beside Spanish, each field labelled. */
export function EnglishBesideSpanish({ en, es, labels, maxLength }: PairProps) {
  return (
    <div className="admin-pair">
      <Field field={en} label={labels.en} look={adminLook}>
        <TextLine field={en} lang="en" maxLength={maxLength} />
      </Field>
      <Field field={es} label={labels.es} look={adminLook}>
        <TextLine field={es} lang="es" maxLength={maxLength} />
      </Field>
    </div>
  );
}
