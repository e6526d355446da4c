// The public words of the menu's timed parts (docs/product.md §14.7, §14.8), in both languages.
import { bilingual, type Dictionary } from "#app/lib/bilingual.ts";
import { todayTextsFr } from "./today-texts.fr.ts";
import { todayTextsDe } from "./today-texts.de.ts";
import { todayTextsIt } from "./today-texts.it.ts";
import { todayTextsRu } from "./today-texts.ru.ts";

// The English words give the dictionary's type: the translations beside it are checked against
// it, so it must not be inferred from them.
const todayTextsEn = {
  notToday: "Not available today",
  specialsLabel: "Today's specials",
} as const;

export const todayTexts: Dictionary<{ readonly [K in keyof typeof todayTextsEn]: string }> = bilingual({
  en: todayTextsEn,
  es: {
    notToday: "Hoy no disponible",
    specialsLabel: "Especiales de hoy",
  },
  fr: todayTextsFr,
  de: todayTextsDe,
  it: todayTextsIt,
  ru: todayTextsRu,
});

/** The timed parts' words in one language, as the menu page's loader sends them (page/menu-page-data.ts). */
export type TodayWords = (typeof todayTexts)["en"];
