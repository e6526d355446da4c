/**
 * A text with `{name}` placeholders, filled: "Menu card: {title}" → "Menu card: Tapas". A
 * placeholder without a value stays as written, so a missing value shows instead of vanishing.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
