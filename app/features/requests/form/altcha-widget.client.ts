// The ALTCHA widget, loaded only in the browser. The "external" build keeps its
// styles in a stylesheet and its proof-of-work in a worker file served by us, so a
// strict Content-Security-Policy needs no inline code, no blob: workers (docs/product.md §16).
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import type { Lang } from "#app/lib/lang.ts";
import { widgetLanguageFr } from "./robot-check.fr.ts";
import { widgetLanguageDe } from "./robot-check.de.ts";
import { widgetLanguageIt } from "./robot-check.it.ts";
import { widgetLanguageRu } from "./robot-check.ru.ts";

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

/**
 * The widget's own words in each language but English (built in): its language code and the
 * bundle that registers it, fetched for the page's language only, so a page's scripts carry no
 * other language's (docs/decisions/0034-words-in-the-pages-language.md).
 */
const widgetLanguages: Record<Exclude<Lang, "en">, { code: string; load(): Promise<unknown> }> = {
  es: { code: "es-419", load: () => import("altcha/i18n/es-419") },
  fr: { code: widgetLanguageFr, load: () => import("altcha/i18n/fr-ca") },
  de: { code: widgetLanguageDe, load: () => import("altcha/i18n/de") },
  it: { code: widgetLanguageIt, load: () => import("altcha/i18n/it") },
  ru: { code: widgetLanguageRu, load: () => import("altcha/i18n/ru") },
};

/** Registers the widget's words in `lang`; the code its `language` attribute takes. */
export async function widgetLanguage(lang: Lang): Promise<string> {
  if (lang === "en") return "en";
  const { code, load } = widgetLanguages[lang];
  await load();
  return code;
}
