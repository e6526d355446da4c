// The public words of the menu's timed parts (docs/product.md §14.7, §14.8), in both languages.
import { bilingual } from "#app/lib/bilingual.ts";

export const todayTexts = bilingual({
  en: {
    notToday: "Not available today",
    specialsLabel: "Today's specials",
  },
  es: {
    notToday: "Hoy no disponible",
    specialsLabel: "Especiales de hoy",
  },
});

/** The timed parts' words in one language, as the menu page's loader sends them (page/menu-page-data.ts). */
export type TodayWords = (typeof todayTexts)["en"];
