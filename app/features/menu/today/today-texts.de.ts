import type { todayTexts } from "./today-texts.ts";

// German words of today-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const todayTextsDe = {
  notToday: "Heute nicht erhältlich",
  specialsLabel: "Tagesempfehlungen",
} as const satisfies (typeof todayTexts)["en"];
