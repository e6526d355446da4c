import type { Lang } from "../../../lib/lang";
import { fill } from "../../../lib/fill";
import { inboxTexts } from "../inbox/inbox-texts";
import { menuEditorTexts } from "../menu/menu-editor-texts";
import { menuTodayTexts } from "../menu/menu-today-texts";
import { photosTexts } from "../photos/photos-texts";
import { signInTexts } from "../sign-in/sign-in-texts";
import { templatesTexts } from "../templates/templates-texts";
import { textEditorTexts } from "../texts/text-editor-texts";
import { bookingTexts } from "../booking/booking-texts";
import { dayTexts } from "../day/day-texts";
import { tableCardTexts } from "../table-card/table-card-texts";
import { scheduleEditorTexts } from "../schedule/schedule-editor-texts";
import { ratesTexts } from "../menu-rates/rates-texts";
import { shellTexts } from "./shell-texts";

// Every text of the owners' area, in both languages (docs/contributing.md §3.4), composed from one
// slice per sub-area, each beside its views with its English and Spanish together. Placeholders
// in braces are filled by fill().

type AdminTexts = (typeof shellTexts)["en"] &
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
  (typeof ratesTexts)["en"];

export const adminText: Record<Lang, AdminTexts> = {
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
  },
};

export type AdminTextKey = keyof (typeof adminText)["en"];

/** One or many: picks the key ending in One or Other, then fills {n}. */
export function countText(texts: { readonly [K in AdminTextKey]: string }, key: "requests" | "people" | "texts" | "missing" | "items", n: number): string {
  const form: AdminTextKey = n === 1 ? `${key}One` : `${key}Other`;
  return fill(texts[form], { n });
}
