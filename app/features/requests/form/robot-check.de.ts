// German words of robot-check.tsx (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// It translates the line
//   const widgetLanguage: Record<Lang, string> = { en: "en", es: "es-419" };
// ALTCHA's German strings are its "de" bundle (the source imports "altcha/i18n/es-419" for
// Spanish: app/features/requests/form/altcha-widget.client.ts would import "altcha/i18n/de").
// reCAPTCHA's `hl` is the language's code, "de", as the source writes it already.
export const widgetLanguageDe = "de";
