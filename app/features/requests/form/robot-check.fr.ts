// French words of robot-check.tsx (first translation, awaiting the owners' approval:
// docs/translations/fr.md). The check's own words are contact-texts.fr.ts's; this is the
// language ALTCHA's widget speaks (`widgetLanguage` in robot-check.tsx, line
// `const widgetLanguage: Record<Lang, string> = { en: "en", es: "es-419" };`). ALTCHA has
// "fr-ca" and "fr-fr"; they differ only in three sentences, and Canada sends most French
// speakers. It needs `import "altcha/i18n/fr-ca";` beside the Spanish one in altcha-widget.client.ts.
// reCAPTCHA takes the site's language code as it is (hl=fr).
export const widgetLanguageFr = "fr-ca";
