import type { pageTitles } from "./page-titles.ts";

// Italian words of page-titles.ts (first translation, awaiting the owners' approval:
// docs/translations/it.md).
export const pageTitlesIt = {
  homeTitle: "{site} — Tapas bar in terrazza a Trinidad, Cuba",
  photosTitle: "Foto del menu — {site}",
  menuTitle: "Il menu — {site}",
  menuDescription:
    "Il menu completo di {site}: colazioni, tapas, cocktail, piatti principali, pasta, vini e bevande, anche in PDF.",
  aboutTitle: "La nostra famiglia — {site}",
  aboutDescription:
    "La famiglia di Trinidad dietro La Terraza: tre coppie che hanno restaurato la casa e aperto la terrazza sul tetto.",
  notFoundTitle: "404 - Pagina non trovata — {site}",
  notFoundDescription: "Questa pagina non esiste.",
} as const satisfies (typeof pageTitles)["en"];
