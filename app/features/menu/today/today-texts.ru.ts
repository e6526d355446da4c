import type { todayTexts } from "./today-texts.ts";

// Russian words of today-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const todayTextsRu = {
  notToday: "Сегодня нет",
  specialsLabel: "Блюда дня",
} as const satisfies (typeof todayTexts)["en"];
