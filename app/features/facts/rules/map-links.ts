import { mapEmbedOrigin, type SiteFacts } from "#app/shell/content/site.ts";

// Here, not in app/shell/content/site.ts: the shell's modules ride in every page's first script
// (vite.config.ts), and only the home page's map (on the server) and the owners' Restaurant
// details derive the map links.

export type MapLinks = {
  /** OpenStreetMap, reachable where Google is not. */
  readonly osm: string;
  /** Google Maps, searching the address. */
  readonly google: string;
  /** geo: (RFC 5870): the phone's own map application, offline ones included. */
  readonly geo: string;
  /** Google's embed, at the coordinates. */
  readonly embed: string;
};

/** Every map address the site shows, derived from the coordinates and the address: one place. */
export function mapLinks(facts: Pick<SiteFacts, "name" | "address" | "geo">): MapLinks {
  const { latitude: lat, longitude: lon } = facts.geo;
  const { street, locality, country } = facts.address;
  return {
    osm: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`,
    google: `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: `${street}, ${locality}, ${country}` })}`,
    geo: `geo:${lat},${lon}?q=${lat},${lon}(${encodeURIComponent(facts.name)})`,
    embed: `${mapEmbedOrigin}/maps?${new URLSearchParams({ q: `${lat},${lon}`, z: "17", output: "embed" })}`,
  };
}
