// Italian part of robot-check.tsx (first translation, awaiting the owners' approval:
// docs/translations/it.md): the ALTCHA widget's own language code, the value of
// `widgetLanguage` for Italian (its line `const widgetLanguage: Record<Lang, string> = { en:
// "en", es: "es-419" };`). reCAPTCHA takes the page's language, "it", as it is. The check's
// words around the widget are in contact-texts.it.ts.
export const widgetLanguageIt = "it";
