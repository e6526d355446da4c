// The home page's map (docs/product.md §2): the site's own map photo (the media slot `map`), links
// that open the address in a map application, and Google's interactive embed only on request,
// since Google is the page's only other origin and is blocked for many visitors in Cuba.
// Built on the server and handed to the page as loader data, so neither these texts nor the
// addresses add to the home page's scripts (docs/decisions/0011-javascript-budget.md).
import type { SiteFacts } from "#app/shell/content/site.ts";
import { mapLinks } from "#app/features/facts/rules/map-links.ts";
import { bilingual, type Dictionary, type WordsOf } from "#app/lib/bilingual.ts";
import type { Lang } from "#app/lib/lang.ts";
import type { Photo } from "#app/ui/picture/photo.ts";
import { mapViewTextsFr } from "./map-view.server.fr.ts";
import { mapViewTextsDe } from "./map-view.server.de.ts";
import { mapViewTextsIt } from "./map-view.server.it.ts";
import { mapViewTextsRu } from "./map-view.server.ru.ts";

export type MapLink = { href: string; label: string };

export type MapView = {
  photo: Photo | undefined;
  /** Where the map photo leads: OpenStreetMap, reachable where Google is not. */
  photoLink: MapLink;
  links: MapLink[];
  linksLabel: string;
  load: string;
  /** Where "Load interactive map" leads before the page's scripts run: Google Maps itself. */
  loadHref: string;
  /** Google's embed, loaded only once the visitor asks for it. */
  embedUrl: string;
  embedTitle: string;
  /** Written below the map. */
  address: SiteFacts["address"];
};

const textsEn = {
  openIn: "Open the map in",
  app: "your map app",
  photoLink: "Open the map in OpenStreetMap",
  load: "Load interactive map",
  embedTitle: "Map showing where La Terraza Trinidad is",
} as const;

export const texts: Dictionary<WordsOf<typeof textsEn>> = bilingual({
  en: textsEn,
  es: {
    openIn: "Abrir el mapa en",
    app: "su aplicación de mapas",
    photoLink: "Abrir el mapa en OpenStreetMap",
    load: "Cargar mapa interactivo",
    embedTitle: "Mapa con la ubicación de La Terraza Trinidad",
  },
  fr: mapViewTextsFr,
  de: mapViewTextsDe,
  it: mapViewTextsIt,
  ru: mapViewTextsRu,
});

export function mapView(lang: Lang, photo: Photo | undefined, site: SiteFacts): MapView {
  const t = texts[lang];
  const { osm, google, geo, embed } = mapLinks(site);
  return {
    photo,
    photoLink: { href: osm, label: t.photoLink },
    links: [
      { href: osm, label: "OpenStreetMap" },
      { href: google, label: "Google Maps" },
      { href: geo, label: t.app },
    ],
    linksLabel: t.openIn,
    load: t.load,
    loadHref: google,
    embedUrl: embed,
    address: site.address,
    embedTitle: t.embedTitle,
  };
}
