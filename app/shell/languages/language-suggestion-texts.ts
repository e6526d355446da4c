import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";

const languageSuggestionTextsEn = {
  view: "View this site in English",
  dismiss: "No, thanks",
} as const;

/**
 * The one-line suggestion a first visit to the English home page gets when the browser prefers
 * another published language (language-suggestion.tsx), written in that language. Read on the
 * server only: the root loader sends the published languages' lines with the home page's data.
 */
export const languageSuggestionTexts: Dictionary<WordsOf<typeof languageSuggestionTextsEn>> = bilingual({
  en: languageSuggestionTextsEn,
  es: { view: "Ver este sitio en español", dismiss: "No, gracias" },
  fr: { view: "Voir ce site en français", dismiss: "Non merci" },
  de: { view: "Website auf Deutsch ansehen", dismiss: "Nein, danke" },
  it: { view: "Vedi il sito in italiano", dismiss: "No, grazie" },
  ru: { view: "Открыть сайт на русском", dismiss: "Нет, спасибо" },
});

/** One language's suggestion, as the root's data carries it. */
export type LanguageSuggestionWords = (typeof languageSuggestionTexts)["en"];
