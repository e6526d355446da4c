import type { TemplatePlaceholder } from "./mail-templates.ts";

// Russian words of mail-templates.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// The default templates themselves are mail-texts.ru.ts's (defaultTemplate reads them). Here: the
// editor's preview samples (the placeholders' meanings and the refusals are the owners' only, in
// their area's languages).

/** The `ru` of `samples`: the preview's guest. The time as a Russian reads it (24 h; see docs/translations/ru.md). */
export const samplesRu = {
  name: "Анна Иванова",
  time: "20:30",
  area: "Терраса",
  people: "4 чел.",
} as const satisfies Record<Exclude<TemplatePlaceholder, "date" | "site">, string>;

