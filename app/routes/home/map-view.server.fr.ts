import type { texts } from "./map-view.server.ts";

// French words of map-view.server.ts (first translation, awaiting the owners' approval:
// docs/translations/fr.md).
export const mapViewTextsFr = {
  openIn: "Ouvrir la carte dans",
  app: "votre application de cartes",
  photoLink: "Ouvrir la carte dans OpenStreetMap",
  load: "Charger la carte interactive",
  embedTitle: "Carte indiquant où se trouve La Terraza Trinidad",
} as const satisfies (typeof texts)["en"];
