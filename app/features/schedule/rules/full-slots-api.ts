// The full slots of a date (docs/product.md §17): GET <FULL_SLOTS_ENDPOINT>?date=yyyy-MM-dd&pax=N
// answers { date, full: { [area]: ["20:00", …] } } with the slots where a party of N no longer
// fits in that area (areas without a cap never appear). Never cached: a confirmation fills a slot.
export const FULL_SLOTS_ENDPOINT = "/api/full-slots";

export type FullSlotsAnswer = { readonly date: string; readonly full: Readonly<Record<string, readonly string[]>> };
