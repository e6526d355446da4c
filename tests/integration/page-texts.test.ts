import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../content/text/en.json";
import es from "../../content/text/es.json";
import { pageTextSections } from "../../app/shell/content/page-texts.ts";
import { blockKey } from "../../app/shell/content/text-blocks.ts";
import { publicPages } from "../../app/shell/seo/pages.ts";
import { languages, localizePath } from "../../app/lib/lang.ts";
import { rawGet } from "../support/http-get.ts";
import { startBuiltSite, type BuiltSite } from "../support/built-site.ts";
import { hydrationValues, navigationValues } from "../support/hydration-data.ts";

// docs/decisions/0024-text-sent-once.md: a page's data carries the editable text blocks it shows
// (app/shell/content/page-texts.ts) and no other page's, in its document and in a client
// navigation's data alike. The blocks are the seeded ones (content/text/*.json).

const seeded = { en, es } as const;

let server: BuiltSite;
beforeAll(async () => {
  server = await startBuiltSite();
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
        const navigation = navigationValues((await rawGet(`${server.url}${path === "/" ? "/_" : path}.data`)).body.toString());
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
