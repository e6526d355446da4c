// What the visitor typed into a form, read and put back as it was. The server's form hands
// its text to the interactive one this way, and the interactive form, if it breaks, hands
// it back to the server's (contact-form-failure.tsx).

/** The non-empty text values of a form's fields, by name. */
export function typedValues(form: HTMLFormElement | null | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  if (form) for (const [name, value] of new FormData(form)) if (typeof value === "string" && value !== "") values[name] = value;
  return values;
}

/**
 * Puts typed values back into a form's fields (as typed, not as the form's defaults: its
 * 'reset' empties them), telling the form's code with an input event as typing would.
 */
export function fillForm(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = true;
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
    else continue;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
