import type { ratesWords } from "./currencies.ts";

// German words of currencies.ts (its ratesWords) (first translation, awaiting the owners' approval:
// docs/translations/de.md).
// The line reads "1 € ≈ 1,08 USD, 1 € ≈ 410 CUP, Kurse vom 25. November 2026; Richtpreise, …".
export const ratesWordsDe = {
  of: "Kurse vom",
  reference: "Richtpreise, die sich täglich ändern können",
} as const satisfies Record<keyof (typeof ratesWords)["en"], string>;
