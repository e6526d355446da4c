// Editable text blocks (docs/product.md §11). Pure lookup, shared by every page.
import type en from "#content/text/en.json";

export type Section = keyof typeof en;
export type ValueOf<S extends Section> = keyof (typeof en)[S] & string;

/** One language's blocks, keyed "section.value". */
export type TextBlocks = Readonly<Record<string, string>>;

export function blockKey(section: string, value: string): string {
  return `${section}.${value}`;
}

/** The text of a block, or exactly "Missing translation: {section}.{value}" (docs/product.md §4). */
export function textOf<S extends Section>(blocks: TextBlocks, section: S, value: ValueOf<S>): string {
  return blocks[blockKey(section, value)] ?? `Missing translation: ${section}.${value}`;
}
