// The full slots of a date (docs/product.md §17): GET <FULL_SLOTS_ENDPOINT>?date=yyyy-MM-dd&pax=N
// answers { date, full: { [area]: ["20:00", …] } } with the slots where a party of N no longer
// fits in that area (areas without a cap never appear): whether each slot is full for that
// party, never how many covers are taken or left. Only bookable dates are answered (today to
// the end of next year, reservation-dates.ts); any other query gets 400 { error, message }.
// Never cached: a confirmation fills a slot.
export const FULL_SLOTS_ENDPOINT = "/api/full-slots";

export type FullSlotsAnswer = { readonly date: string; readonly full: Readonly<Record<string, readonly string[]>> };

export type FullSlotsRefusal = {
  readonly error: "date-invalid" | "date-out-of-range" | "pax-invalid";
  /** In the language of Accept-Language (English unless Spanish comes first). */
  readonly message: string;
};
