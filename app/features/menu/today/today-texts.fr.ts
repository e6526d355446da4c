import type { todayTexts } from "./today-texts.ts";

// French words of today-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const todayTextsFr = {
  notToday: "Non disponible aujourd’hui",
  specialsLabel: "Suggestions du jour",
} as const satisfies (typeof todayTexts)["en"];
