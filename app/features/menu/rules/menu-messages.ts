// Every message the menu's rules can give (docs/contributing.md §3.2), in the owners' languages:
// the schema in menu.ts reports these codes and only the owners' editor shows the texts
// (docs/decisions/0033-language-publication.md).
import { ownersBilingual, type OwnersDictionary } from "#app/lib/bilingual.ts";
import { formatPrice, maxPriceCents } from "#app/lib/price.ts";
import { menuLimits } from "./menu-limits.ts";

export const menuMessages = ownersBilingual({
  en: {
    priceRequired: "Enter a price.",
    priceNotNumber: "The price must be a number, for example 4.50.",
    priceNegative: "The price cannot be negative.",
    priceDecimals: "Use at most 2 decimals (cents), for example 4.50.",
    priceTooHigh: `The price can be at most ${formatPrice(maxPriceCents, "en")}.`,
    pricesRequired: "Give the item at least one price.",
    tooManyPrices: `At most ${menuLimits.pricesPerItemMax} prices per item.`,
    labelRequired: "With several prices, name each one (for example glass / bottle) in both languages.",
    labelTooLong: `At most ${menuLimits.labelMax} characters`,
    nameRequired: "Enter the name.",
    nameTooLong: `At most ${menuLimits.nameMax} characters`,
    descriptionTooLong: `At most ${menuLimits.descriptionMax} characters`,
    titleRequired: "Enter the card's title.",
    titleTooLong: `At most ${menuLimits.titleMax} characters`,
    tooManyItems: `At most ${menuLimits.itemsPerCardMax} items per card.`,
    unknownCard: "This menu card does not exist.",
    unknownItem: "This item no longer exists; reload the page.",
    cardsOrder: "The menu must have the nine cards in their order.",
    unsupportedCharacter:
      "Use letters, numbers and usual punctuation only: emoji and some symbols cannot be printed on the menu cards.",
    unknownDiet: "This dietary mark does not exist.",
    unknownAllergen: "This allergen is not on the EU list of 14.",
    marksContradict: "These marks contradict each other: a vegetarian or vegan dish cannot contain fish or seafood, a vegan one no milk or eggs, a gluten-free one no gluten.",
    invalid: "This value is not valid.",
  },
  es: {
    priceRequired: "Escribe un precio.",
    priceNotNumber: "El precio debe ser un número, por ejemplo 4,50.",
    priceNegative: "El precio no puede ser negativo.",
    priceDecimals: "Usa como máximo 2 decimales (céntimos), por ejemplo 4,50.",
    priceTooHigh: `El precio puede ser como máximo ${formatPrice(maxPriceCents, "es")}.`,
    pricesRequired: "Indica al menos un precio.",
    tooManyPrices: `Máx. ${menuLimits.pricesPerItemMax} precios por plato.`,
    labelRequired: "Con varios precios, nombra cada uno (por ejemplo copa / botella) en los dos idiomas.",
    labelTooLong: `Máx. ${menuLimits.labelMax} caracteres`,
    nameRequired: "Escribe el nombre.",
    nameTooLong: `Máx. ${menuLimits.nameMax} caracteres`,
    descriptionTooLong: `Máx. ${menuLimits.descriptionMax} caracteres`,
    titleRequired: "Escribe el título de la sección.",
    titleTooLong: `Máx. ${menuLimits.titleMax} caracteres`,
    tooManyItems: `Máx. ${menuLimits.itemsPerCardMax} platos por carta.`,
    unknownCard: "Esta carta no existe.",
    unknownItem: "Este plato ya no existe; recarga la página.",
    cardsOrder: "La carta debe tener las nueve secciones en su orden.",
    unsupportedCharacter:
      "Usa solo letras, números y signos de puntuación habituales: los emojis y algunos símbolos no se pueden imprimir en las cartas.",
    unknownDiet: "Esta marca de dieta no existe.",
    unknownAllergen: "Este alérgeno no está en la lista de 14 de la UE.",
    marksContradict: "Estas marcas se contradicen: un plato vegetariano o vegano no puede llevar pescado ni marisco, uno vegano ni leche ni huevo, uno sin gluten no lleva gluten.",
    invalid: "Este valor no es válido.",
  },
});

export type MenuMessageCode = keyof (typeof menuMessages)["en"];

export function isMenuMessageCode(value: string): value is MenuMessageCode {
  return Object.hasOwn(menuMessages.en, value);
}

/** The text of a code in the owners' languages, so the editor can show either or both. */
export function menuMessage(code: MenuMessageCode): OwnersDictionary<string> {
  return { en: menuMessages.en[code], es: menuMessages.es[code] };
}
