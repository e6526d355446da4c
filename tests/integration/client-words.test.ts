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
import { shellTexts } from "#app/features/admin/shell/shell-texts.ts";
import { signInTexts } from "#app/features/admin/sign-in/sign-in-texts.ts";
import { inboxTexts } from "#app/features/admin/inbox/inbox-texts.ts";
import { textEditorTexts } from "#app/features/admin/texts/text-editor-texts.ts";
import { photosTexts } from "#app/features/admin/photos/photos-texts.ts";
import { menuEditorTexts } from "#app/features/admin/menu/menu-editor-texts.ts";
import { menuTodayTexts } from "#app/features/admin/menu/menu-today-texts.ts";
import { templatesTexts } from "#app/features/admin/templates/templates-texts.ts";
import { tableCardTexts } from "#app/features/admin/table-card/table-card-texts.ts";
import { scheduleEditorTexts } from "#app/features/admin/schedule/schedule-editor-texts.ts";
import { ratesTexts } from "#app/features/admin/menu-rates/rates-texts.ts";
import { changeTexts } from "#app/features/admin/change/change-texts.ts";
import { beforeYouOpenTexts } from "#app/features/admin/before-you-open/before-you-open-texts.ts";
import { languagesTexts } from "#app/features/admin/languages/languages-texts.ts";
import { dayTexts } from "#app/features/admin/day/day-texts.ts";
import { factsTexts } from "#app/features/admin/facts/facts-texts.ts";
import { bookingTexts } from "#app/features/admin/booking/booking-texts.ts";
import { contactTexts } from "#app/features/requests/form/contact-texts.ts";
import { reservationTexts } from "#app/features/requests/form/reservation-texts.ts";
import { scheduleFormTexts } from "#app/features/requests/form/schedule-form-texts.ts";
import { contactMessages } from "#app/features/requests/rules/contact-messages.ts";
import { manageTexts } from "#app/features/manage/manage-texts.ts";
import { guestStatusTexts } from "#app/features/manage/rules/guest-status.ts";
import { guestScripts, wordsInScripts } from "#tests/support/site/client-words.ts";

// The dictionaries whose words reach the browser only with a loader's data, in the page's
// language (docs/decisions/0034-words-in-the-pages-language.md), each by the file that writes
// them. A dictionary moved out of the scripts is added here, so it cannot slip back in: to
// `inNoScript`, or to `inNoGuestScript` while an owners' page's script still carries it (the
// owners' pages speak two languages). A string some other module of the browser's code also
// writes is not looked for.
const inNoScript = {
  "app/shell/layout/layout-texts.ts": layoutTexts,
  // The frame's words come with the root's data; the reading pages' with their own
  // (the carousels' per photo, worded by the loader: app/ui/carousel/carousel-words.server.ts).
  "app/shell/navigation/navigation-texts.ts": navigationTexts,
  // The service worker (no page script: build/client/sw.js) keeps its offline page in every language.
  "app/shell/offline/offline-texts.ts": { offlineNotice, offlinePageTexts },
  "app/shell/seo/seo-texts.ts": seoTexts,
  "app/shell/seo/page-titles.ts": pageTitles,
  "app/ui/carousel/carousel-texts.ts": carouselTexts,
  "app/routes/not-found-texts.ts": notFoundTexts,
  "app/routes/home/home-texts.ts": homeTexts,
  "app/routes/photos/menu-photos-texts.ts": menuPhotosTexts,
  "app/features/menu/menu-texts.ts": menuTexts,
  "app/features/menu/today/today-texts.ts": todayTexts,
  "app/features/menu/marks/menu-marks-texts.ts": menuMarksTexts,
  "app/features/menu/rules/menu-update-note.ts": automaticNote,
  // The contact and reservation form's words come with the home page's data
  // (app/features/requests/form/contact-form-words.server.ts), the guest's page's with its own.
  "app/features/requests/form/contact-texts.ts": contactTexts,
  "app/features/requests/form/reservation-texts.ts": reservationTexts,
  "app/features/requests/form/schedule-form-texts.ts": scheduleFormTexts,
  "app/features/manage/manage-texts.ts": manageTexts,
  "app/features/manage/rules/guest-status.ts": guestStatusTexts,
  // The owners' words come with the owners' layout's data (app/features/admin/shell/admin-words.ts):
  // their dictionary and the slices it is made of.
  "app/features/admin/shell/dictionary.ts": adminText,
  "app/features/admin/shell/shell-texts.ts": shellTexts,
  "app/features/admin/sign-in/sign-in-texts.ts": signInTexts,
  "app/features/admin/inbox/inbox-texts.ts": inboxTexts,
  "app/features/admin/texts/text-editor-texts.ts": textEditorTexts,
  "app/features/admin/photos/photos-texts.ts": photosTexts,
  "app/features/admin/menu/menu-editor-texts.ts": menuEditorTexts,
  "app/features/admin/menu/menu-today-texts.ts": menuTodayTexts,
  "app/features/admin/templates/templates-texts.ts": templatesTexts,
  "app/features/admin/table-card/table-card-texts.ts": tableCardTexts,
  "app/features/admin/schedule/schedule-editor-texts.ts": scheduleEditorTexts,
  "app/features/admin/menu-rates/rates-texts.ts": ratesTexts,
  "app/features/admin/change/change-texts.ts": changeTexts,
  "app/features/admin/before-you-open/before-you-open-texts.ts": beforeYouOpenTexts,
  "app/features/admin/languages/languages-texts.ts": languagesTexts,
  "app/features/admin/day/day-texts.ts": dayTexts,
  "app/features/admin/facts/facts-texts.ts": factsTexts,
  "app/features/admin/booking/booking-texts.ts": bookingTexts,
  // The rules' messages: the owners' booking and change forms get them with their pages' data too.
  "app/features/requests/rules/contact-messages.ts": contactMessages,
};
const inNoGuestScript = {
  // The marks' names: the owners' menu editor shows them too.
  "app/features/menu/rules/dietary-marks.ts": { allergenMarks, dietMarks, marksTexts },
};

describe("the browser's scripts", () => {
  it("carry no moved dictionary's words: they come with the page's data, in its language", () => {
    expect(wordsInScripts(inNoScript)).toEqual([]);
  });
  it("a guest's page's scripts carry none of the guests' dictionaries' words", () => {
    expect(wordsInScripts(inNoGuestScript, guestScripts())).toEqual([]);
  });
});
