import { cloneElement, type ReactElement, type ReactNode } from "react";

// Every form's label, control, hint and errors (the contact form, the owners' forms): the ids
// and the aria-describedby / aria-invalid that tie them together are set here and nowhere
// else. Built for Conform's field metadata (its `id`, `errorId`, `errors`); a form without
// Conform passes the same three. Each area keeps its own class names (`FieldLook`).

/** What a field needs to be wired: Conform's FieldMetadata has these (errorId defaults to `<id>-error`). */
export type FieldState = { id: string; errorId?: string; errors?: readonly string[] };

/** The class names of one area's fields: the wrapper, the hint, the error. */
export type FieldLook = { field: string; hint: string; error: string };

/** The attributes Field gives its control. */
export type ControlAria = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

type FieldProps = {
  field: FieldState;
  label: ReactNode;
  look: FieldLook;
  /** More classes on the wrapper. */
  className?: string;
  hint?: ReactNode;
  /** The hint's id when it is not `<control id>-hint`. */
  hintId?: string;
  /** Shown above the control instead of below it. */
  hintFirst?: boolean;
  /** Kept in the page (and in the description) but not shown. */
  hintHidden?: boolean;
  /** An error that comes after an action (not while typing) is announced at once. */
  errorRole?: "alert";
  /** Ids of other elements that describe the control, read before the hint. */
  describedBy?: string;
  /** Shown after the errors (a calendar that opens under the field). */
  after?: ReactNode;
  /** The control, given the wiring; a function when the control sits among other elements. */
  children: ReactElement<ControlAria> | ((aria: ControlAria) => ReactNode);
};

const errorIdOf = (field: FieldState) => field.errorId ?? `${field.id}-error`;

/** The one message shown under a field (or a whole form: Conform's form metadata too): the first its schema found. */
export function ErrorList({ of, className, role }: { of: FieldState; className: string; role?: "alert" }) {
  return of.errors?.length ? (
    <p id={errorIdOf(of)} className={className} role={role}>
      {of.errors[0]}
    </p>
  ) : null;
}

export function Field({ field, label, look, className, hint, hintId = `${field.id}-hint`, hintFirst, hintHidden, errorRole, describedBy, after, children }: FieldProps) {
  const { id, errors } = field;
  const invalid = !!errors?.length;
  const aria: ControlAria = {
    id,
    "aria-describedby": [describedBy, hint && hintId, invalid && errorIdOf(field)].filter(Boolean).join(" ") || undefined,
    "aria-invalid": invalid || undefined,
  };
  const hintText = hint && (
    <p id={hintId} className={look.hint} hidden={hintHidden}>
      {hint}
    </p>
  );
  return (
    <div className={className ? `${look.field} ${className}` : look.field}>
      <label htmlFor={id}>{label}</label>
      {hintFirst && hintText}
      {typeof children === "function" ? children(aria) : cloneElement(children, aria)}
      {!hintFirst && hintText}
      <ErrorList of={field} className={look.error} role={errorRole} />
      {after}
    </div>
  );
}

/** A checkbox inside its label; its errors, when it has any, follow the label. */
export function CheckboxField({
  field,
  label,
  className,
  errorClass = "",
  children,
}: {
  field?: FieldState;
  label: ReactNode;
  className: string;
  errorClass?: string;
  /** The checkbox, given the wiring. */
  children: ReactElement<Partial<ControlAria>>;
}) {
  const invalid = !!field?.errors?.length;
  return (
    <>
      <label className={className}>
        {field ? cloneElement(children, { "aria-describedby": invalid ? errorIdOf(field) : undefined, "aria-invalid": invalid || undefined }) : children}
        {label}
      </label>
      {field && <ErrorList of={field} className={errorClass} />}
    </>
  );
}
