import type { ratesWords } from "./currencies.ts";

// Italian words of currencies.ts's ratesWords (first translation, awaiting the owners'
// approval: docs/translations/it.md): "1 € ≈ 1,08 USD, 1 € ≈ 410 CUP, cambio del 25 novembre
// 2026; prezzi indicativi, possono variare ogni giorno".
export const ratesWordsIt = {
  of: "cambio del",
  reference: "prezzi indicativi, possono variare ogni giorno",
} as const satisfies Record<keyof (typeof ratesWords)["en"], string>;
