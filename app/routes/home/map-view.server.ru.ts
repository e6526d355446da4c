import type { texts } from "./map-view.server.ts";

// Russian words of map-view.server.ts (its `texts`) (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
export const mapViewTextsRu = {
  openIn: "Открыть карту в",
  app: "приложении карт",
  photoLink: "Открыть карту в OpenStreetMap",
  load: "Загрузить интерактивную карту",
  embedTitle: "Карта: где находится La Terraza Trinidad",
} as const satisfies (typeof texts)["en"];
