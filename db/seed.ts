import { textBlocks } from "./schema";
import type { Db } from "./client";
import en from "../content/text/en.json";
import es from "../content/text/es.json";

type Texts = Record<string, Record<string, string>>;

const seedTexts: Record<"en" | "es", Texts> = { en, es };

/**
 * Seeds the content of content/ into the database. Only missing rows are written,
 * so a second start keeps every edit the owners made, and new blocks still arrive.
 */
export async function seedContent(db: Db, now = new Date()): Promise<void> {
  const rows = Object.entries(seedTexts).flatMap(([lang, sections]) =>
    Object.entries(sections).flatMap(([section, values]) =>
      Object.entries(values).map(([value, text]) => ({
        section,
        value,
        lang: lang as "en" | "es",
        text,
        updatedAt: now,
      })),
    ),
  );
  await db.insert(textBlocks).values(rows).onConflictDoNothing();
}
