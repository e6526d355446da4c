import type { pageTitles } from "./page-titles.ts";

// German words of page-titles.ts (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const pageTitlesDe = {
  homeTitle: "{site} — Tapas-Bar auf der Dachterrasse in Trinidad, Kuba",
  photosTitle: "Fotos der Gerichte — {site}",
  menuTitle: "Speisekarte — {site}",
  menuDescription:
    "Die ganze Speisekarte von {site}: Frühstück, Tapas, Cocktails, Hauptgerichte, Pasta, Weine und Getränke, auch als PDF.",
  aboutTitle: "Unsere Familie — {site}",
  aboutDescription: "Die Familie aus Trinidad hinter La Terraza: drei Paare, die das Haus restauriert und die Dachterrasse eröffnet haben.",
  notFoundTitle: "404 - Seite nicht gefunden — {site}",
  notFoundDescription: "Diese Seite gibt es nicht.",
} as const satisfies (typeof pageTitles)["en"];
