import type { ratesWords } from "./currencies.ts";

// Russian words of currencies.ts (its `ratesWords`) (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// The line reads "1 € ≈ 1,08 USD, 1 € ≈ 410 CUP, курс на 25 ноября 2026 г.; …".
export const ratesWordsRu = {
  of: "курс на",
  reference: "цены ориентировочные и могут меняться каждый день",
} as const satisfies Record<keyof (typeof ratesWords)["en"], string>;
