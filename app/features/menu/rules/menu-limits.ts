// Limits of the menu data (docs/contributing.md §3.2: one place for every number). They keep
// every item legible on a phone-sized card image and on one line of the PDF.
export const menuLimits = {
  titleMax: 40,
  nameMax: 80,
  descriptionMax: 200,
  labelMax: 20,
  pricesPerItemMax: 4,
  itemsPerCardMax: 30,
} as const;
