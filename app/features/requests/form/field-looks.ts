import type { FieldLook } from "#app/ui/field.lazy.tsx";

/** The contact form's field classes (contact-form.css). */
export const contactLook: FieldLook = { field: "contact-field", hint: "field-hint", error: "field-error" };

/** The reservation's field classes, in the modal and inline (reservation.css, contact-form.css). */
export const reservationLook: FieldLook = { field: "reservation-field", hint: "field-hint", error: "field-error" };
