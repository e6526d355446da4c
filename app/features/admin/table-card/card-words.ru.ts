import type { cardWords } from "./card-words.ts";

// Russian words of card-words.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const cardWordsRu = {
  cardMenu: "Наше меню",
  cardScanMenu: "Отсканируйте, чтобы открыть меню",
  cardWifi: "Бесплатный Wi-Fi",
  cardScanWifi: "Отсканируйте, чтобы подключиться",
  cardNetwork: "Сеть",
  cardPassword: "Пароль",
  cardOpenNetwork: "Открытая сеть, без пароля",
} as const satisfies (typeof cardWords)["en"];
