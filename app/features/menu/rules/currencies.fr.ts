import type { ratesWords } from "./currencies.ts";

// French words of currencies.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md): the rates line, "1 € ≈ 1,08 USD, taux du 25 novembre 2026; prix
// indicatifs, susceptibles de changer chaque jour".
export const ratesWordsFr = {
  of: "taux du",
  reference: "prix indicatifs, susceptibles de changer chaque jour",
} as const satisfies Record<keyof (typeof ratesWords)["en"], string>;
