import { getFieldsetProps, getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { specialsSchema, type Specials } from "../../menu/rules/specials";
import { specialsLimits } from "../../menu/rules/specials-limits";
import { addDaysToIsoDate } from "../../../lib/schedule";
import type { Lang } from "../../../lib/lang";
import { fill } from "../../../lib/fill";
import { specialsIssueTexts, type SpecialsFormValue } from "./specials-form-value";
import { useAdminText } from "../shell/use-admin-text";
import { adminFormError, adminLook } from "../shell/admin-look";
import { ErrorList, Field } from "../../../ui/field.lazy";

function line(field: FieldMetadata<unknown>, lang: Lang, maxLength: number) {
  return <input {...getInputProps(field, { type: "text" })} key={field.key} lang={lang} maxLength={maxLength} autoComplete="off" />;
}

export type SpecialsFormProps = {
  /** The restaurant's date today (Havana). */
  today: string;
  defaultValue: SpecialsFormValue;
  /** Changes when the saved block changes, so the form starts again from it. */
  revision: string;
  lastResult?: SubmissionResult<string[]>;
};

/**
 * One date's specials, English beside Spanish (docs/product.md §14.8): a title and up to
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
      <div className="admin-pair">
        <Field field={fields.titleEn} label={t.specialsTitleEnglish} look={adminLook}>
          {line(fields.titleEn, "en", specialsLimits.titleMax)}
        </Field>
        <Field field={fields.titleEs} label={t.specialsTitleSpanish} look={adminLook}>
          {line(fields.titleEs, "es", specialsLimits.titleMax)}
        </Field>
      </div>
      <p className="admin-muted">{t.specialsItemsHint}</p>
      <div className="admin-specials-items">
        {rows.map((row, index) => {
          const r = row.getFieldset();
          return (
            <fieldset key={row.key} {...getFieldsetProps(row)} className="admin-specials-item">
              <legend>{fill(t.specialsItemN, { n: index + 1 })}</legend>
              <div className="admin-pair">
                <Field field={r.nameEn} label={t.nameEnglish} look={adminLook}>
                  {line(r.nameEn, "en", specialsLimits.nameMax)}
                </Field>
                <Field field={r.nameEs} label={t.nameSpanish} look={adminLook}>
                  {line(r.nameEs, "es", specialsLimits.nameMax)}
                </Field>
              </div>
              <div className="admin-pair">
                <Field field={r.descriptionEn} label={t.descriptionEnglish} look={adminLook}>
                  {line(r.descriptionEn, "en", specialsLimits.descriptionMax)}
                </Field>
                <Field field={r.descriptionEs} label={t.descriptionSpanish} look={adminLook}>
                  {line(r.descriptionEs, "es", specialsLimits.descriptionMax)}
                </Field>
              </div>
              <Field field={r.eur} label={t.priceEur} look={adminLook} className="admin-price__amount">
                {line(r.eur, lang, 12)}
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
