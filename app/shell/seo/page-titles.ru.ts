import type { pageTitles } from "./page-titles.ts";

// Russian words of page-titles.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const pageTitlesRu = {
  homeTitle: "{site} — тапас-бар на крыше в Тринидаде, Куба",
  photosTitle: "Фото блюд — {site}",
  menuTitle: "Меню — {site}",
  menuDescription:
    "Полное меню {site}: завтраки, тапас, коктейли, основные блюда, паста, вина и напитки, а также в PDF.",
  aboutTitle: "Наша семья — {site}",
  aboutDescription: "Тринидадская семья, которая стоит за La Terraza: три пары, восстановившие дом и открывшие террасу на крыше.",
  notFoundTitle: "404 - Страница не найдена — {site}",
  notFoundDescription: "Такой страницы нет.",
} as const satisfies (typeof pageTitles)["en"];
