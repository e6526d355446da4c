import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "#content/text/en.json";
import es from "#content/text/es.json";
import fr from "#content/text/fr.json";
import de from "#content/text/de.json";
import it_ from "#content/text/it.json";
import ru from "#content/text/ru.json";
import { pageTextSections } from "#app/shell/content/page-text-blocks.ts";
import { blockKey } from "#app/shell/content/text-blocks.ts";
import { publicPages } from "#app/shell/seo/pages.ts";
import { languages, localizePath, type Lang } from "#app/lib/lang.ts";
import { rawGet } from "../support/site/http-get.ts";
import { publishEveryLanguage } from "../support/site/publish-languages.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { hydrationValues, navigationDataPath, navigationValues } from "../support/site/hydration-data.ts";

// docs/decisions/0024-text-sent-once.md: what a page's data carries. The editable text blocks it
// shows (app/shell/content/page-text-blocks.ts) and no other page's, in its document and in a client
// navigation's data alike (the blocks are the seeded ones, content/text/*.json); the
// Restaurant's JSON-LD in the document's HTML only (app/shell/seo/document-json-ld.server.ts).

const seeded: Record<Lang, Record<string, Record<string, string>>> = { en, es, fr, de, it: it_, ru };

let server: BuiltSite;
beforeAll(async () => {
  server = await startBuiltSite();
  await publishEveryLanguage(server);
});
afterAll(async () => {
  await server.stop();
});

describe("each page's text blocks", () => {
  for (const lang of languages) {
    for (const page of publicPages) {
      const path = localizePath(page.path, lang);
      it(`${path}: its own blocks and no other page's`, async () => {
        const sent: readonly string[] = pageTextSections[page.id];
        const blocks = Object.entries(seeded[lang]).flatMap(([section, values]) =>
          Object.entries(values).map(([value, text]) => ({ own: sent.includes(section), key: blockKey(section, value), text })),
        );
        const document = hydrationValues((await rawGet(server.url + path)).body.toString());
        const navigation = navigationValues((await rawGet(server.url + navigationDataPath(path))).body.toString());
        for (const values of [document, navigation]) {
          for (const block of blocks) {
            if (block.own) expect(values, block.key).toContain(block.key);
            // The key, not the text: a page may show a text of another page's block by chance.
            else expect(values, block.key).not.toContain(block.key);
          }
        }
      });
    }
  }
});

describe("the Restaurant's JSON-LD", () => {
  for (const lang of languages) {
    for (const page of publicPages) {
      const path = localizePath(page.path, lang);
      it(`${path}: once, in the HTML, in the page's language; not in the page's data`, async () => {
        const html = (await rawGet(server.url + path)).body.toString();
        const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(([, json]) => JSON.parse(json!) as { "@type": string; url?: string });
        const restaurants = blocks.filter((block) => block["@type"] === "Restaurant");
        expect(restaurants).toHaveLength(1);
        // The home page's address in the page's language: ".../" for English, ".../fr" for French.
        expect(new URL(restaurants[0]!.url!).pathname).toBe(localizePath("/", lang));
        const navigation = navigationValues((await rawGet(server.url + navigationDataPath(path))).body.toString());
        for (const values of [hydrationValues(html), navigation]) {
          expect(values.filter((value) => typeof value === "string" && value.includes('"@type":"Restaurant"'))).toEqual([]);
        }
      });
    }
  }
});
