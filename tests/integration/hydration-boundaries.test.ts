import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages, type PageId } from "#app/shell/seo/pages.ts";
import { languages, localizePath } from "#app/lib/lang.ts";
import { rawGet } from "../support/site/http-get.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { publishEveryLanguage } from "../support/site/publish-languages.ts";
import { menuFilesDrawn } from "#tests/support/site/menu-files-drawn.ts";

// docs/decisions/0020-hydration-by-section.md: a public page's main content is split into
// <Suspense> boundaries that React hydrates one by one, so a slow phone can answer a tap between
// them; and the server writes every boundary in place (progressiveChunkSize in
// app/entry.server.tsx). An outlined boundary travels hidden at the end of the document and is
// moved into place by an inline script: the layout shifts, and the contact section's
// "near the screen" observer fires at once.

/** The boundaries each page's main content is split into: its sections, courses, cards. */
const boundaries: Record<PageId, number> = {
  home: 5, // location, menu teaser, owners, team, contact
  photos: 4, // one per course
  menu: 3, // specials and filter, the card images, currency and legend (the text menu is never hydrated: 0024)
  about: 3, // one per family card
};

let server: BuiltSite;
beforeAll(async () => {
  server = await startBuiltSite();
  await publishEveryLanguage(server);
  // The menu's card images are a boundary of their own, shown once drawn (a cold /menu says they are being prepared).
  await menuFilesDrawn(server.url);
});
afterAll(async () => {
  await server.stop();
});

describe("hydration boundaries", () => {
  for (const lang of languages) {
    for (const page of publicPages) {
      const path = localizePath(page.path, lang);
      it(`${path}: ${boundaries[page.id]} boundaries, each written in place`, async () => {
        const html = (await rawGet(server.url + path)).body.toString();
        const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
        // React's markers: <!--$--> a boundary sent complete, <!--$?--> one to be filled in later.
        expect((main.match(/<!--\$-->/g) ?? []).length).toBe(boundaries[page.id]);
        expect(html).not.toContain("<!--$?-->");
        expect(html).not.toMatch(/<template id="B:/);
      });
    }
  }
});
