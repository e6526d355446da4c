import type { TemplatePlaceholder, issueTexts } from "./mail-templates.ts";

// Russian words of mail-templates.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// The default templates themselves are mail-texts.ru.ts's (defaultTemplate reads them). Here: the
// editor's preview samples, and, since they are typed over every guest language, the owners'
// placeholder meanings and refusals.

/** The `ru` of `samples`: the preview's guest. The time as a Russian reads it (24 h; see docs/translations/ru.md). */
export const samplesRu = {
  name: "Анна Иванова",
  time: "20:30",
  area: "Терраса",
  people: "4 чел.",
} as const satisfies Record<Exclude<TemplatePlaceholder, "date" | "site">, string>;

/** The `ru` of `placeholderMeanings`. */
export const placeholderMeaningsRu = {
  name: "имя гостя",
  date: "дата бронирования, с днём недели и месяцем словами",
  time: "время бронирования",
  area: "зона (терраса, балкон, зал)",
  people: "сколько гостей («4 чел.»)",
  site: "название ресторана",
} as const satisfies Record<TemplatePlaceholder, string>;

export const issueTextsRu = {
  subjectEmpty: "Тема не может быть пустой.",
  subjectOneLine: "Тема должна умещаться в одну строку.",
  bodyEmpty: "Текст не может быть пустым.",
  tooLong: "Максимум символов: {n}.",
  missingPlaceholder: "В тексте должно быть {placeholder}.",
  unknownPlaceholder: "{placeholder} — неизвестная метка. Используйте только: {known}.",
  brokenBrace: "Фигурная скобка не закрыта или не открыта: пишите метки так: {example}, и никаких других скобок.",
} as const satisfies (typeof issueTexts)["en"];
