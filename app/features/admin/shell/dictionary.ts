import type { OwnerLang } from "#app/lib/lang.ts";
import { inboxTexts } from "../inbox/inbox-texts.ts";
import { menuEditorTexts } from "../menu/menu-editor-texts.ts";
import { menuTodayTexts } from "../menu/menu-today-texts.ts";
import { photosTexts } from "../photos/photos-texts.ts";
import { signInTexts } from "../sign-in/sign-in-texts.ts";
import { templatesTexts } from "../templates/templates-texts.ts";
import { textEditorTexts } from "../texts/text-editor-texts.ts";
import { bookingTexts } from "../booking/booking-texts.ts";
import { dayTexts } from "../day/day-texts.ts";
import { tableCardTexts } from "../table-card/table-card-texts.ts";
import { scheduleEditorTexts } from "../schedule/schedule-editor-texts.ts";
import { ratesTexts } from "../menu-rates/rates-texts.ts";
import { shellTexts } from "./shell-texts.ts";
import { changeTexts } from "../change/change-texts.ts";
import { beforeYouOpenTexts } from "../before-you-open/before-you-open-texts.ts";
import { factsTexts } from "../facts/facts-texts.ts";
import { languagesTexts } from "../languages/languages-texts.ts";

// Every text of the owners' area, in both languages (docs/contributing.md §3.4), composed from one
// slice per sub-area, each beside its views with its English and Spanish together. Placeholders
// in braces are filled by fill().

/** Every word of the owners' area in one language: what a page's components read (`useAdminText`). */
export type AdminWords = (typeof shellTexts)["en"] &
  (typeof signInTexts)["en"] &
  (typeof inboxTexts)["en"] &
  (typeof textEditorTexts)["en"] &
  (typeof photosTexts)["en"] &
  (typeof menuEditorTexts)["en"] &
  (typeof menuTodayTexts)["en"] &
  (typeof templatesTexts)["en"] &
  (typeof bookingTexts)["en"] &
  (typeof dayTexts)["en"] &
  (typeof tableCardTexts)["en"] &
  (typeof scheduleEditorTexts)["en"] &
  (typeof ratesTexts)["en"] &
  (typeof changeTexts)["en"] &
  (typeof beforeYouOpenTexts)["en"] &
  (typeof factsTexts)["en"] &
  (typeof languagesTexts)["en"];

export const adminText: Record<OwnerLang, AdminWords> = {
  en: {
    ...shellTexts.en,
    ...signInTexts.en,
    ...inboxTexts.en,
    ...textEditorTexts.en,
    ...photosTexts.en,
    ...menuEditorTexts.en,
    ...menuTodayTexts.en,
    ...templatesTexts.en,
    ...bookingTexts.en,
    ...dayTexts.en,
    ...tableCardTexts.en,
    ...scheduleEditorTexts.en,
    ...ratesTexts.en,
    ...changeTexts.en,
    ...beforeYouOpenTexts.en,
    ...factsTexts.en,
    ...languagesTexts.en,
  },
  es: {
    ...shellTexts.es,
    ...signInTexts.es,
    ...inboxTexts.es,
    ...textEditorTexts.es,
    ...photosTexts.es,
    ...menuEditorTexts.es,
    ...menuTodayTexts.es,
    ...templatesTexts.es,
    ...bookingTexts.es,
    ...dayTexts.es,
    ...tableCardTexts.es,
    ...scheduleEditorTexts.es,
    ...ratesTexts.es,
    ...changeTexts.es,
    ...beforeYouOpenTexts.es,
    ...factsTexts.es,
    ...languagesTexts.es,
  },
};

export type AdminTextKey = keyof AdminWords;
