// The sample menu's words in the languages beyond English and Spanish: content/menu.<lang>.json
// holds each card's title and each item's name and description in content/menu.json's order, and
// a price's label either beside the item ("prices": [{ "label": "Glas" }]) or once for the whole
// file by its English label ("priceLabels": { "Glass": "Calice" }). The seed puts them into the
// menu's own shape before its schema checks it (menu-seed.server.ts), so a fresh database has
// every language's menu, awaiting the owners' approval (docs/decisions/0033-language-publication.md).
import { z } from "#app/zod.ts";
import type { Lang } from "#app/lib/lang.ts";
import { menuCardIds } from "../rules/menu.ts";
import { perLangKey } from "../rules/per-lang-shape.ts";
import menuFr from "#content/menu.fr.json";
import menuDe from "#content/menu.de.json";
import menuIt from "#content/menu.it.json";
import menuRu from "#content/menu.ru.json";

/** The languages whose words come in a file of their own beside content/menu.json. */
export type TranslatedLang = Exclude<Lang, "en" | "es">;

/** Each language's words of the sample menu, in its own file. */
export const menuTranslations: Record<TranslatedLang, unknown> = { fr: menuFr, de: menuDe, it: menuIt, ru: menuRu };

export const menuTranslationSchema = z.object({
  cards: z.array(
    z.object({
      id: z.enum(menuCardIds),
      title: z.string(),
      items: z.array(
        z.object({
          name: z.string(),
          description: z.string().optional(),
          prices: z.array(z.object({ label: z.string() })).optional(),
        }),
      ),
    }),
  ),
  priceLabels: z.record(z.string(), z.string()).optional(),
});

type MenuTranslation = z.output<typeof menuTranslationSchema>;

/** content/menu.json before its schema: the fields the translations are written beside. */
const baseMenuShape = z.looseObject({
  cards: z.array(
    z.looseObject({
      id: z.string(),
      items: z.array(z.looseObject({ prices: z.array(z.looseObject({ labelEn: z.string().optional() })).optional() })),
    }),
  ),
});

/**
 * content/menu.json with each language's words written into it (`titleFr`, `nameFr`,
 * `descriptionFr`, a price's `labelFr`…). A file whose cards or items do not follow
 * content/menu.json's order and count stops the start with a message naming where.
 */
export function withTranslations(base: unknown, translations: Record<TranslatedLang, unknown>): unknown {
  const menu = baseMenuShape.parse(base);
  const files = Object.entries(translations).map(([lang, file]) => [lang as TranslatedLang, menuTranslationSchema.parse(file)] as const);
  return {
    ...menu,
    cards: menu.cards.map((card, c) => {
      const words = files.map(([lang, file]) => [lang, cardOf(file, lang, c, card.id, card.items.length)] as const);
      return {
        ...card,
        ...Object.fromEntries(words.map(([lang, own]) => [perLangKey("title", lang), own.title])),
        items: card.items.map((item, i) => ({
          ...item,
          ...Object.fromEntries(
            words.flatMap(([lang, own]) => [
              [perLangKey("name", lang), own.items[i]!.name],
              [perLangKey("description", lang), own.items[i]!.description ?? ""],
            ]),
          ),
          ...(item.prices
            ? {
                prices: item.prices.map((price, p) => ({
                  ...price,
                  ...Object.fromEntries(words.map(([lang, own]) => [perLangKey("label", lang), labelOf(files, lang, own.items[i]!, p, price.labelEn)])),
                })),
              }
            : {}),
        })),
      };
    }),
  };
}

function cardOf(file: MenuTranslation, lang: TranslatedLang, index: number, id: string, items: number): MenuTranslation["cards"][number] {
  const card = file.cards[index];
  if (!card || card.id !== id || card.items.length !== items) {
    throw new Error(
      `content/menu.${lang}.json: card ${index + 1} must be "${id}" with ${items} items, as in content/menu.json (found ${card ? `"${card.id}" with ${card.items.length}` : "none"})`,
    );
  }
  return card;
}

function labelOf(
  files: readonly (readonly [TranslatedLang, MenuTranslation])[],
  lang: TranslatedLang,
  item: MenuTranslation["cards"][number]["items"][number],
  index: number,
  english: string | undefined,
): string {
  const own = item.prices?.[index]?.label;
  if (own !== undefined) return own;
  if (!english) return "";
  return files.find(([l]) => l === lang)?.[1].priceLabels?.[english] ?? "";
}
