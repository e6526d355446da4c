import { textBlocks } from "./schema.ts";
import { languages, type Lang } from "./languages.ts";
import type { Db } from "./client.ts";
import en from "../content/text/en.json";
import es from "../content/text/es.json";
import fr from "../content/text/fr.json";
import de from "../content/text/de.json";
import it from "../content/text/it.json";
import ru from "../content/text/ru.json";

type Texts = Record<string, Record<string, string>>;

// One content file per language (content/text/<lang>.json).
const seedTexts: Record<Lang, Texts> = { en, es, fr, de, it, ru };

/**
 * Seeds the content of content/ into the database. Only missing rows are written,
 * so a second start keeps every edit the owners made, and new blocks still arrive.
 */
export async function seedContent(db: Db, now = new Date()): Promise<void> {
  const rows = languages.flatMap((lang) =>
    Object.entries(seedTexts[lang]).flatMap(([section, values]) =>
      Object.entries(values).map(([value, text]) => ({
        section,
        value,
        lang,
        text,
        updatedAt: now,
      })),
    ),
  );
  await db.insert(textBlocks).values(rows).onConflictDoNothing();
}
