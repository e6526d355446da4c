// Russian words of robot-check.tsx (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// Its `widgetLanguage` entry (the ALTCHA widget's own language, which has Russian): `ru: "ru"`.
// reCAPTCHA takes the page's language code as it is (hl=ru).
export const widgetLanguageRu = "ru";
