import type { FieldLook } from "#app/ui/field.lazy.tsx";

/** The owners' area's field classes (admin.css). */
export const adminLook: FieldLook = { field: "admin-field", hint: "admin-muted admin-field__hint", error: "admin-field__error" };

/** A form's own error above its fields. */
export const adminFormError = "admin-error";
