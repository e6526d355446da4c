import { describe, expect, it } from "vitest";
import { layoutTexts } from "#app/shell/layout/layout-texts.ts";
import { navigationTexts } from "#app/shell/navigation/navigation-texts.ts";
import { offlineNotice, offlinePageTexts } from "#app/shell/offline/offline-texts.ts";
import { seoTexts } from "#app/shell/seo/seo-texts.ts";
import { pageTitles } from "#app/shell/seo/page-titles.ts";
import { carouselTexts } from "#app/ui/carousel/carousel-texts.ts";
import { notFoundTexts } from "#app/routes/not-found-texts.ts";
import { homeTexts } from "#app/routes/home/home-texts.ts";
import { menuPhotosTexts } from "#app/routes/photos/menu-photos-texts.ts";
import { menuTexts } from "#app/features/menu/menu-texts.ts";
import { todayTexts } from "#app/features/menu/today/today-texts.ts";
import { menuMarksTexts } from "#app/features/menu/marks/menu-marks-texts.ts";
import { allergenMarks, dietMarks, marksTexts } from "#app/features/menu/rules/dietary-marks.ts";
import { automaticNote } from "#app/features/menu/rules/menu-update-note.ts";
import { adminText } from "#app/features/admin/shell/dictionary.ts";
import { contactMessages } from "#app/features/requests/rules/contact-messages.ts";
import { manageTexts } from "#app/features/manage/manage-texts.ts";
import { guestScripts, wordsInScripts } from "#tests/support/site/client-words.ts";

// The dictionaries whose words reach the browser only with a loader's data, in the page's
// language (docs/decisions/0034-words-in-the-pages-language.md). A dictionary moved out of the
// scripts is added here, so it cannot slip back in: to `inNoScript`, or to `inNoGuestScript`
// while an owners' page's script still carries it (the owners' pages speak two languages).
const inNoScript = {
  layoutTexts,
  navigationTexts,
  offlineNotice,
  // The service worker (no page script: build/client/sw.js) keeps these in every language.
  offlinePageTexts,
  seoTexts,
  pageTitles,
  carouselTexts,
  notFoundTexts,
  homeTexts,
  menuPhotosTexts,
  menuTexts,
  todayTexts,
  menuMarksTexts,
  marksTexts,
  automaticNote,
};
// The marks' names: the owners' menu editor shows them too.
const inNoGuestScript = { allergenMarks, dietMarks };

// Dictionaries still in the scripts: a string one of them shares with a moved one is not looked
// for. The list empties as their words move out too.
const stillInScripts = [adminText, contactMessages, manageTexts];

describe("the browser's scripts", () => {
  it("carry no moved dictionary's words: they come with the page's data, in its language", () => {
    expect(wordsInScripts(inNoScript, { shared: stillInScripts })).toEqual([]);
  });
  it("a guest's page's scripts carry none of the guests' dictionaries' words", () => {
    expect(wordsInScripts(inNoGuestScript, { shared: stillInScripts, scripts: guestScripts() })).toEqual([]);
  });
});
