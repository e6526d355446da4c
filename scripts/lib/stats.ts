// Figures the proof scripts print (docs/product.md §16). Scripts measure and print; tests never
// assert a duration (docs/testing.md).

/** The p-th percentile (0–100) by linear interpolation between closest ranks. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export type Spread = { n: number; median: number; p10: number; p90: number; iqr: number; min: number; max: number };

export function spread(values: readonly number[]): Spread {
  return {
    n: values.length,
    median: percentile(values, 50),
    p10: percentile(values, 10),
    p90: percentile(values, 90),
    iqr: percentile(values, 75) - percentile(values, 25),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : Math.round(value)} ms`;
}

export function formatSpread(s: Spread): string {
  return `median ${ms(s.median)}, p10–p90 ${ms(s.p10)}–${ms(s.p90)}, IQR ${ms(s.iqr)}, min–max ${ms(s.min)}–${ms(s.max)} (n = ${s.n})`;
}
