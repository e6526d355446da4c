/**
 * Runs `task` over `items` with at most `limit` running at once (the proofs send
 * bounded traffic: docs/product.md §16 asks for every loop to be bounded in count and time).
 * Results keep the order of `items`.
 */
export async function mapPool<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** Counts of each value, e.g. answers by HTTP status: { "400": 12, "429": 988 }. */
export function tally<T extends string | number>(values: readonly T[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[String(v)] = (counts[String(v)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

export function formatTally(counts: Record<string, number>): string {
  const entries = Object.entries(counts);
  return entries.length === 0 ? "none" : entries.map(([k, n]) => `${k}: ${n}`).join(", ");
}
