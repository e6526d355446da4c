import { eq } from "drizzle-orm";
import { textBlocks } from "../../../db/schema";
import { db } from "../../db.server";
import type { Lang } from "../language/lang";
import { blockKey, type TextBlocks } from "./text-blocks";

/** Every text block of one language, read fresh so an owner's edit shows at the next view. */
export async function loadTextBlocks(lang: Lang): Promise<TextBlocks> {
  const database = await db();
  const rows = await database
    .select({ section: textBlocks.section, value: textBlocks.value, text: textBlocks.text })
    .from(textBlocks)
    .where(eq(textBlocks.lang, lang));
  return Object.fromEntries(rows.map((r) => [blockKey(r.section, r.value), r.text]));
}
