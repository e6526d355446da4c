/**
 * JSON to write inside an inline `<script>` element: the JSON-LD blocks, and the values the
 * hydration loader carries in its code. "<" is escaped so no text, an owner's or a
 * visitor's included, can close the element early, and U+2028/U+2029 so it stays valid
 * JavaScript.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
