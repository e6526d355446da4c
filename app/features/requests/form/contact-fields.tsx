import { getInputProps, getTextareaProps, type FormMetadata } from "@conform-to/react";
import type { ContactInput } from "../rules/contact-schema.ts";
import { CheckboxField, Field } from "#app/ui/field.lazy.tsx";
import type { ContactWords } from "./contact-form-words.ts";
import { contactLook } from "./field-looks.ts";

/** The contact form's fields, as Conform gives them. */
export type ContactFieldset = ReturnType<FormMetadata<ContactInput, string[]>["getFieldset"]>;

/** The "*" of a required field, read as the word (docs/product.md §5). */
function RequiredMark({ label }: { label: string }) {
  return (
    <span className="required-mark">
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">({label})</span>
    </span>
  );
}

/** Who writes and what about (docs/product.md §5): name, phone and WhatsApp, e-mail, country, comments. */
export function ContactFields({ t, fields }: { t: ContactWords; fields: ContactFieldset }) {
  const required = <RequiredMark label={t.required} />;
  return (
    <>
      <div className="contact-grid">
        <Field field={fields.name} label={<>{t.name} {required}</>} look={contactLook}>
          <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" aria-required />
        </Field>
        <div className="contact-field contact-phone">
          <Field field={fields.phone} label={t.phone} look={contactLook} hint={t.phoneHint}>
            <input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" />
          </Field>
          <CheckboxField
            className="contact-check"
            label={
              <>
                <span>{t.whatsapp}</span>
                <span className="visually-hidden"> – {t.whatsappHint}</span>
              </>
            }
          >
            <input {...getInputProps(fields.whatsapp, { type: "checkbox" })} />
          </CheckboxField>
        </div>
        <Field field={fields.email} label={<>{t.email} {required}</>} look={contactLook}>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" aria-required />
        </Field>
        <Field field={fields.country} label={<>{t.country} {required}</>} look={contactLook}>
          <input {...getInputProps(fields.country, { type: "text" })} autoComplete="country-name" aria-required />
        </Field>
      </div>
      <Field field={fields.comment} label={<>{t.comment} {required}</>} look={contactLook}>
        <textarea {...getTextareaProps(fields.comment)} rows={5} aria-required />
      </Field>
    </>
  );
}
