import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { altTextSchema } from "./alt-text-schema.ts";
import { adminIssueTexts } from "../shell/admin-issues.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { adminLook } from "../shell/admin-look.ts";
import { Field } from "#app/ui/field.lazy.tsx";
import { ALT_TEXT_MAX_LENGTH } from "#app/features/media/rules/media-upload.ts";
import { CharCounter, counterId } from "../shell/char-counter.tsx";

export type AltTextFormProps = {
  slot: string;
  altEn: string;
  altEs: string;
  /** Changes whenever the stored texts change, so the form starts again from them. */
  revision: number;
  lastResult?: SubmissionResult<string[]>;
};

/** A photo's alt text, English beside Spanish (docs/product.md §11). */
export function AltTextForm({ slot, altEn, altEs, revision, lastResult }: AltTextFormProps) {
  const { t } = useAdminText();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `alt-${slot}-${revision}`,
    lastResult,
    defaultValue: { altEn, altEs },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: altTextSchema, formatError: adminIssueTexts(t) }),
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "alt";
  const editors = [
    { field: fields.altEn, label: t.altEnglish, lang: "en" },
    { field: fields.altEs, label: t.altSpanish, lang: "es" },
  ] as const;
  return (
    <Form method="post" {...getFormProps(form)} key={form.id} className="admin-form admin-alt-form">
      <input type="hidden" name="intent" value="alt" />
      <p className="admin-muted admin-field__hint" id={`${form.id}-hint`}>
        {t.altHint}
      </p>
      {editors.map((e) => (
        <Field
          key={e.lang}
          field={e.field}
          label={e.label}
          look={adminLook}
          describedBy={`${form.id}-hint ${counterId(e.field.id)}`}
          after={<CharCounter forId={e.field.id} max={ALT_TEXT_MAX_LENGTH} />}
        >
          <textarea {...getTextareaProps(e.field)} key={e.field.key} lang={e.lang} rows={2} />
        </Field>
      ))}
      <button className="admin-button" type="submit" disabled={busy}>
        {busy ? t.saving : t.saveAlt}
      </button>
    </Form>
  );
}
