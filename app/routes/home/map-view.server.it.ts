import type { texts } from "./map-view.server.ts";

// Italian words of map-view.server.ts's `texts` (first translation, awaiting the owners'
// approval: docs/translations/it.md). "Apri la mappa con" is followed by the links
// "OpenStreetMap", "Google Maps" and `app`, so all three read after "con".
export const mapViewTextsIt = {
  openIn: "Apri la mappa con",
  app: "la vostra app di mappe",
  photoLink: "Apri la mappa con OpenStreetMap",
  load: "Carica la mappa interattiva",
  embedTitle: "Mappa che mostra dove si trova La Terraza Trinidad",
} as const satisfies (typeof texts)["en"];
