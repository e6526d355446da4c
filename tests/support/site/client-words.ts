import fs from "node:fs";
import path from "node:path";

// Words reach the browser only in the page's language, with a loader's data, never inside a
// script (docs/decisions/0034-words-in-the-pages-language.md): a page's scripts are the same
// for every language, so a dictionary in a script would carry every language to every page.
// These helpers let a test name the dictionaries that must stay out of the built scripts.

const assets = path.resolve(import.meta.dirname, "../../../build/client/assets");

/** Every built browser script's text, by file name (`npm run build` first). */
export function clientScripts(): Map<string, string> {
  const scripts = new Map<string, string>();
  for (const file of fs.readdirSync(assets)) {
    if (file.endsWith(".js")) scripts.set(file, fs.readFileSync(path.join(assets, file), "utf8"));
  }
  return scripts;
}

/**
 * The guests' scripts: every script a public page may load (the entry, and each route's module
 * but the owners' pages', with what they import, statically or when needed), by file name. The
 * owners' pages' own scripts are left out: they speak the owners' languages, not the guests'.
 */
export function guestScripts(): Map<string, string> {
  const all = clientScripts();
  const manifestFile = [...all.keys()].find((file) => /^manifest-[\w]+\.js$/.test(file));
  if (!manifestFile) throw new Error("No route manifest among the built scripts: run `npm run build` first.");
  const manifest = JSON.parse(all.get(manifestFile)!.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const starts = [manifest.entry.module, ...manifest.entry.imports];
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!/admin/.test(id)) starts.push(route.module, ...(route.imports ?? []));
  }
  const queue = starts.map((address) => address.replace(/^\/assets\//, ""));
  const scripts = new Map<string, string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    const code = all.get(file);
    if (code === undefined || scripts.has(file)) continue;
    scripts.set(file, code);
    for (const [, imported] of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(imported!);
  }
  return scripts;
}

/**
 * Every string in a dictionary (nested objects and arrays walked), long enough to say something
 * only that dictionary says: a short one ("Menu", "OK") also appears in code for other reasons.
 */
export function wordsOf(dictionary: unknown, minLength = 16): string[] {
  if (typeof dictionary === "string") return dictionary.length >= minLength ? [dictionary] : [];
  if (Array.isArray(dictionary)) return dictionary.flatMap((value) => wordsOf(value, minLength));
  if (dictionary !== null && typeof dictionary === "object") return Object.values(dictionary).flatMap((value) => wordsOf(value, minLength));
  return [];
}

/** How code spells a string: as a literal, quoted, escaped as JSON would escape it when needed. */
function literals(words: string): string[] {
  const escaped = JSON.stringify(words).slice(1, -1);
  return [...new Set([words, escaped])].flatMap((text) => [`"${text}"`, `'${text}'`, `\`${text}\``]);
}

/** The source of every module of app/ that may reach the browser, by its path from the repository's root. */
function browserSources(): Map<string, string> {
  const modules = import.meta.glob<string>(["../../../app/**/*.{ts,tsx}", "!**/*.server.ts", "!**/*.test.{ts,tsx}"], {
    query: "?raw",
    import: "default",
    eager: true,
  });
  return new Map(Object.entries(modules).map(([file, source]) => [file.replace(/^(\.\.\/)+/, ""), source]));
}

/**
 * The moved dictionaries' strings found in a built script, as "script: dictionary file: string"
 * lines (none when the rule holds). `moved` names each dictionary by the file that writes its
 * words (or composes them). A string that another module of the browser's code also writes (a
 * dictionary not moved yet, a rule's message) proves nothing, so it is not looked for.
 */
export function wordsInScripts(moved: Record<string, unknown>, scripts: Map<string, string> = clientScripts()): string[] {
  // A dictionary's translations sit beside it, one file a language (layout-texts.fr.ts beside
  // layout-texts.ts): they are the dictionary's own words, looked for like its English.
  const translationOf = (file: string) => file.replace(/\.[a-z]{2}\.ts$/, ".ts");
  const elsewhere = [...browserSources()].filter(([file]) => !(file in moved) && !(translationOf(file) in moved)).map(([, source]) => source);
  const found: string[] = [];
  for (const [file, dictionary] of Object.entries(moved)) {
    for (const words of new Set(wordsOf(dictionary))) {
      const spellings = literals(words);
      if (elsewhere.some((source) => spellings.some((s) => source.includes(s)))) continue;
      for (const [script, code] of scripts) {
        if (spellings.some((s) => code.includes(s))) found.push(`${script}: ${file}: ${words}`);
      }
    }
  }
  return found;
}
