import type { todayTexts } from "./today-texts.ts";

// Italian words of today-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const todayTextsIt = {
  notToday: "Oggi non disponibile",
  specialsLabel: "Piatti del giorno",
} as const satisfies (typeof todayTexts)["en"];
