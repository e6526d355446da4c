// The messages only today's specials give, in the owners' languages (only their form shows them);
// every other one (names, prices, characters) is the menu's own (menu-messages.ts), so the same
// rule reads the same everywhere.
import { ownersBilingual } from "#app/lib/bilingual.ts";
import { specialsLimits } from "./specials-limits.ts";

export const specialsMessages = ownersBilingual({
  en: {
    specialsTitleRequired: "Enter the title of the specials.",
    specialsTitleTooLong: `At most ${specialsLimits.titleMax} characters`,
    specialsItemsRequired: "Give at least one special: a name in both languages and a price.",
    specialsTooManyItems: `At most ${specialsLimits.itemsMax} specials a day.`,
    specialsDateInvalid: `Choose a date from today to ${specialsLimits.daysAheadMax} days ahead.`,
    specialsNameBoth: "Enter the name in both languages.",
  },
  es: {
    specialsTitleRequired: "Escribe el título de los especiales.",
    specialsTitleTooLong: `Máx. ${specialsLimits.titleMax} caracteres`,
    specialsItemsRequired: "Indica al menos un especial: el nombre en los dos idiomas y un precio.",
    specialsTooManyItems: `Máx. ${specialsLimits.itemsMax} especiales al día.`,
    specialsDateInvalid: `Elige una fecha entre hoy y dentro de ${specialsLimits.daysAheadMax} días.`,
    specialsNameBoth: "Escribe el nombre en los dos idiomas.",
  },
});

export type SpecialsMessageCode = keyof (typeof specialsMessages)["en"];

export function isSpecialsMessageCode(value: string): value is SpecialsMessageCode {
  return Object.hasOwn(specialsMessages.en, value);
}
