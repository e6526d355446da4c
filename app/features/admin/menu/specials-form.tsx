import { getFieldsetProps, getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { specialsSchema, type Specials } from "#app/features/menu/rules/specials.ts";
import { specialsLimits } from "#app/features/menu/rules/specials-limits.ts";
import { addDaysToIsoDate } from "#app/booking/wall-time.ts";
import { fill } from "#app/lib/fill.ts";
import { specialsIssueTexts, type SpecialsFormValue } from "./specials-form-value.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { adminFormError, adminLook } from "../shell/admin-look.ts";
import { ErrorList, Field } from "#app/ui/field.lazy.tsx";
import { perLangKey } from "#app/features/menu/rules/per-lang-shape.ts";
import { EnglishBesideSpanish, EuroLine, LaterLanguages } from "./text-lines.tsx";

export type SpecialsFormProps = {
  /** The restaurant's date today (Havana). */
  today: string;
  defaultValue: SpecialsFormValue;
  /** Changes when the saved block changes, so the form starts again from it. */
  revision: string;
  lastResult?: SubmissionResult<string[]>;
};

/**
 * One date's specials, English beside Spanish, the site's other languages folded below them
 * (docs/product.md §14.8): a title and up to
 * specialsLimits.itemsMax specials; rows left empty are left out. The schema runs here while
 * typing and again on the server, which answers beside the same fields.
 */
export function SpecialsForm({ today, defaultValue, revision, lastResult }: SpecialsFormProps) {
  const { lang, t } = useAdminText();
  const navigation = useNavigation();
  // Typed by the form's values: the schema reads each row as unknown (a blank row is no item).
  const [form, fields] = useForm<SpecialsFormValue, Specials>({
    id: `specials-${revision}`,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: specialsSchema(today), formatError: specialsIssueTexts(lang) }),
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const rows = fields.items.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} key={form.id} className="admin-form">
      <ErrorList of={form} className={adminFormError} role="alert" />
      {/* The date this form was opened for: a changed date moves the block (specials-store.server.ts). */}
      <input type="hidden" name="from" value={defaultValue.date} />
      <Field field={fields.date} label={t.specialsDate} look={adminLook} hint={t.specialsDateHint}>
        <input {...getInputProps(fields.date, { type: "date" })} key={fields.date.key} min={today} max={addDaysToIsoDate(today, specialsLimits.daysAheadMax)} />
      </Field>
      <EnglishBesideSpanish
        en={fields.titleEn}
        es={fields.titleEs}
        labels={{ en: t.specialsTitleEnglish, es: t.specialsTitleSpanish }}
        max={specialsLimits.titleMax}
      />
      <LaterLanguages texts={(other) => [{ field: fields[perLangKey("title", other)], label: t.otherLanguageTitle, english: fields.titleEn, max: specialsLimits.titleMax }]} />
      <p className="admin-muted">{t.specialsItemsHint}</p>
      <div className="admin-specials-items">
        {rows.map((row, index) => {
          const r = row.getFieldset();
          return (
            <fieldset key={row.key} {...getFieldsetProps(row)} className="admin-specials-item">
              <legend>{fill(t.specialsItemN, { n: index + 1 })}</legend>
              <EnglishBesideSpanish en={r.nameEn} es={r.nameEs} labels={{ en: t.nameEnglish, es: t.nameSpanish }} max={specialsLimits.nameMax} />
              <EnglishBesideSpanish
                en={r.descriptionEn}
                es={r.descriptionEs}
                labels={{ en: t.descriptionEnglish, es: t.descriptionSpanish }}
                max={specialsLimits.descriptionMax}
              />
              <LaterLanguages
                texts={(other) => [
                  { field: r[perLangKey("name", other)], label: t.otherLanguageName, english: r.nameEn, max: specialsLimits.nameMax },
                  { field: r[perLangKey("description", other)], label: t.otherLanguageDescription, english: r.descriptionEn, max: specialsLimits.descriptionMax },
                ]}
              />
              <Field field={r.eur} label={t.priceEur} look={adminLook} className="admin-price__amount">
                <EuroLine field={r.eur} lang={lang} />
              </Field>
            </fieldset>
          );
        })}
      </div>
      <ErrorList of={fields.items} className={adminFormError} role="alert" />
      <button className="admin-button" type="submit" name="intent" value="save" disabled={busy}>
        {busy ? t.specialsSaving : t.specialsSave}
      </button>
    </Form>
  );
}
