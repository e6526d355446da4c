import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The team's first translations (docs/translations/<lang>.md) are files beside each dictionary,
// `x-texts.fr.ts` exporting `xTextsFr` (docs/decisions/0034-words-in-the-pages-language.md), and
// the sample content's `content/text/<lang>.json` and `content/menu.<lang>.json`. Their types
// hold the keys; this holds what a type cannot: no empty text, and every placeholder the English
// fills (a sentence that lost `{time}` would tell a guest nothing of their table's hour).

const root = path.resolve(import.meta.dirname, "../../..");
const upcoming = ["fr", "de", "it", "ru"] as const;
const suffix = (lang: string) => lang.charAt(0).toUpperCase() + lang.slice(1);

const translationFiles = import.meta.glob<Record<string, unknown>>("../../**/*.{fr,de,it,ru}.ts", { eager: true });

function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

/** Every string of a dictionary by its path of keys ("mail.subject"), nested objects walked. */
function leaves(value: unknown, at = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") found.set(at, value);
  else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) for (const [p, s] of leaves(inner, at ? `${at}.${key}` : key)) found.set(p, s);
  }
  return found;
}

/**
 * Placeholders a translation may add: a count's "one" form names its number where the language's
 * "one" also covers 21, 31… (Russian), where the English writes "1 person".
 */
function mayAdd(key: string): string[] {
  return /One$/.test(key) ? ["{n}"] : [];
}

type Pair = { name: string; english: unknown; translation: unknown };

async function pairsOf(lang: (typeof upcoming)[number]): Promise<{ pairs: Pair[]; unpaired: string[] }> {
  const pairs: Pair[] = [];
  const unpaired: string[] = [];
  for (const [file, exports] of Object.entries(translationFiles)) {
    if (!file.endsWith(`.${lang}.ts`)) continue;
    const sourceBase = path.resolve(import.meta.dirname, file.replace(`.${lang}.ts`, ""));
    const source = [".ts", ".tsx"].map((ext) => sourceBase + ext).find((candidate) => fs.existsSync(candidate));
    const sourceExports = source ? ((await import(source)) as Record<string, unknown>) : {};
    for (const [name, translation] of Object.entries(exports)) {
      const english = sourceExports[name.replace(new RegExp(`${suffix(lang)}$`), "")] as { en?: unknown } | undefined;
      if (english && typeof english === "object" && "en" in english) pairs.push({ name: `${path.basename(file)}: ${name}`, english: english.en, translation });
      else unpaired.push(`${path.basename(file)}: ${name}`);
    }
  }
  return { pairs, unpaired };
}

describe.each(upcoming)("the first %s translation", (lang) => {
  it("says every dictionary's every text, none empty, with the English's placeholders", async () => {
    const { pairs, unpaired } = await pairsOf(lang);
    // A translation of words the source writes inline (no exported dictionary to pair it with)
    // waits for its wiring; it is named here so the list stays known and short.
    expect(unpaired.length, unpaired.join("; ")).toBeLessThanOrEqual(12);
    // Every dictionary the guests read has one: the navigation, the form, the mails, the guest's page…
    expect(pairs.length).toBeGreaterThanOrEqual(25);
    const problems: string[] = [];
    for (const { name, english, translation } of pairs) {
      const en = leaves(english);
      const tr = leaves(translation);
      for (const [key, text] of en) {
        const said = tr.get(key);
        if (said === undefined) problems.push(`${name}.${key}: missing`);
        else if (text.trim() !== "" && said.trim() === "") problems.push(`${name}.${key}: empty`);
        else {
          const expected = placeholders(text);
          const got = placeholders(said).filter((p) => !(mayAdd(key).includes(p) && !expected.includes(p)));
          if (got.join() !== expected.join()) problems.push(`${name}.${key}: placeholders ${got.join() || "none"}, the English has ${expected.join() || "none"}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("translates the sample content: every text block with its placeholders, every menu card and dish", () => {
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, "content", file), "utf8")) as Record<string, unknown>;
    const en = leaves(read("text/en.json"));
    const tr = leaves(read(`text/${lang}.json`));
    expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect.soft(placeholders(tr.get(key)!), `${lang} ${key}`).toEqual(placeholders(text));
      if (text.trim() !== "") expect.soft(tr.get(key)!.trim(), `${lang} ${key}`).not.toBe("");
    }

    type Card = { id: string; items: { nameEn?: string; name?: string; description?: string }[]; title?: string };
    const menu = read("menu.json") as { cards: Card[] };
    const translated = read(`menu.${lang}.json`) as { cards: Card[] };
    expect(translated.cards.map((c) => c.id)).toEqual(menu.cards.map((c) => c.id));
    for (const [i, card] of menu.cards.entries()) {
      const other = translated.cards[i]!;
      expect(other.title?.trim(), `${lang} ${card.id}`).toBeTruthy();
      expect(other.items.length, `${lang} ${card.id}`).toBe(card.items.length);
      for (const item of other.items) expect(item.name?.trim(), `${lang} ${card.id}`).toBeTruthy();
    }
  });
});
