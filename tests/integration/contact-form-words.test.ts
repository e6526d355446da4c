import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFormWords } from "#app/features/requests/form/contact-form-words.server.ts";
import { languages, localizePath } from "#app/lib/lang.ts";
import { rawGet } from "../support/site/http-get.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { publishEveryLanguage } from "../support/site/publish-languages.ts";
import { hydrationValues, navigationDataPath, navigationValues } from "../support/site/hydration-data.ts";
import { wordsOf } from "../support/site/client-words.ts";

// The contact form's words reach the browser with the home page's data, in the page's language
// only (docs/decisions/0034-words-in-the-pages-language.md): its check in the browser words the
// rules' codes as the server does, from these. In the document and in a client navigation's data.

let server: BuiltSite;
beforeAll(async () => {
  server = await startBuiltSite();
  await publishEveryLanguage(server);
});
afterAll(async () => {
  await server.stop();
});

describe("the home page's data", () => {
  for (const lang of languages) {
    const path = localizePath("/", lang);
    it(`${path}: carries the contact form's words in its language, and no other language's`, async () => {
      const own = new Set(wordsOf(contactFormWords(lang)));
      const others = languages.filter((l) => l !== lang).flatMap((l) => wordsOf(contactFormWords(l)).filter((words) => !own.has(words)));
      const document = hydrationValues((await rawGet(server.url + path)).body.toString());
      const navigation = navigationValues((await rawGet(server.url + navigationDataPath(path))).body.toString());
      for (const values of [document, navigation]) {
        expect([...own].filter((words) => !values.includes(words))).toEqual([]);
        expect(others.filter((words) => values.includes(words))).toEqual([]);
      }
    });
  }
});
