import type { texts } from "./map-view.server.ts";

// German words of map-view.server.ts (its `texts`) (first translation, awaiting the owners' approval:
// docs/translations/de.md).
export const mapViewTextsDe = {
  openIn: "Karte öffnen in",
  app: "Ihrer Karten-App",
  photoLink: "Karte in OpenStreetMap öffnen",
  load: "Interaktive Karte laden",
  embedTitle: "Karte mit dem Standort von La Terraza Trinidad",
} as const satisfies (typeof texts)["en"];
