// How many people one reservation may bring (docs/product.md §5): the guest's form, the owners'
// booking form, the schedule's capacity and the full-slots answer all count with these.
export const PAX_MIN = 1;
export const PAX_MAX = 25;
/** Balcón has only tables for two (docs/product.md §5: 'Mesas de 2 personas'). */
export const BALCONY_PAX_MAX = 2;
