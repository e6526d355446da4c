import { and, eq, inArray } from "drizzle-orm";
import { textBlocks } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import type { Lang } from "#app/lib/lang.ts";
import { blockKey, textOf, type Section, type TextBlocks, type ValueOf } from "./text-blocks.ts";
import { pageTextSections, type PageWithTexts } from "./page-text-blocks.ts";

/**
 * The text blocks of one page in one language, read fresh so an owner's edit shows at the next
 * view: the page's loader returns them as its `texts` (page-text-blocks.ts, PageTexts).
 */
export async function loadPageTexts(lang: Lang, page: PageWithTexts): Promise<TextBlocks> {
  const database = await db();
  const rows = await database
    .select({ section: textBlocks.section, value: textBlocks.value, text: textBlocks.text })
    .from(textBlocks)
    .where(and(eq(textBlocks.lang, lang), inArray(textBlocks.section, [...pageTextSections[page]])));
  return Object.fromEntries(rows.map((r) => [blockKey(r.section, r.value), r.text]));
}

/**
 * One text block, read fresh (its primary key): for a loader that needs a single block.
 * Missing, it is textOf's "Missing translation: …".
 */
export async function loadTextBlock<S extends Section>(lang: Lang, section: S, value: ValueOf<S>): Promise<string> {
  const database = await db();
  const rows = await database
    .select({ text: textBlocks.text })
    .from(textBlocks)
    .where(and(eq(textBlocks.section, section), eq(textBlocks.value, value), eq(textBlocks.lang, lang)));
  return textOf(rows[0] ? { [blockKey(section, value)]: rows[0].text } : {}, section, value);
}
