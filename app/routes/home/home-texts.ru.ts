import type { homeTexts } from "./home-texts.ts";

// Russian words of home-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const homeTextsRu = {
  locationPhotos: "Фото нашего заведения",
  menuPhotos: "Фото наших блюд и напитков",
  moreMenu: "Ещё ...",
  moreMenuContext: " фото блюд",
  moreOwners: "Ещё...",
  moreOwnersContext: " о нашей семье",
  teamPhotos: "Наша команда",
  address: "Адрес",
} as const satisfies (typeof homeTexts)["en"];
