import { describe, expect, it } from "vitest";
import { addressLines, copyrightLine } from "../layout/site-facts-text.ts";
import { layoutTexts } from "../layout/layout-texts.ts";
import { cityMapPath, mailtoHref, telHref, whatsappHref } from "./site.ts";
import { mapLinks } from "#app/features/facts/rules/map-links.ts";
import site from "#content/site.json";
import { seedFacts } from "./seed-facts.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";

describe("site facts (content/site.json)", () => {
  it("opens every day from 7:00 AM to 11:00 PM (docs/product.md §1)", () => {
    expect(site.openingHours).toEqual({ days: "all", opens: "07:00", closes: "23:00" });
  });

  it("links the phone and the e-mail", () => {
    expect(telHref("+53 41 994 430")).toBe("tel:+5341994430");
    expect(telHref(seedFacts.phone)).toMatch(/^tel:\+\d{8,15}$/);
    expect(mailtoHref(seedFacts.email)).toBe(`mailto:${seedFacts.email}`);
    expect(seedFacts.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it("has a street address and a copyright line of the limited company", () => {
    expect(addressLines(seedFacts)[0]).toBe(seedFacts.address.street);
    expect(seedFacts.legalName).toMatch(/S\.R\.L\.$/);
    expect(copyrightLine(seedFacts, layoutTexts.en.rights, 2026)).toBe("© 2026 La Terraza Trinidad S.R.L. All rights reserved.");
    expect(copyrightLine(seedFacts, layoutTexts.es.rights, 2026)).toBe("© 2026 La Terraza Trinidad S.R.L. Todos los derechos reservados.");
  });

  it("keeps its links absolute where they leave the site, and the city map a PDF here", () => {
    for (const link of seedFacts.sisterSites) expect(link.url).toMatch(/^https:\/\//);
    expect(cityMapPath).toMatch(/^\/files\/[a-z0-9-]+\.pdf$/);
    expect(restaurantTimeZone).toBe("America/Havana");
  });

  it("derives every map address from the coordinates and the address", () => {
    const links = mapLinks({ ...seedFacts, geo: { latitude: 21.5, longitude: -79.25 } });
    expect(links.osm).toBe("https://www.openstreetmap.org/?mlat=21.5&mlon=-79.25#map=18/21.5/-79.25");
    expect(links.embed).toBe("https://www.google.com/maps?q=21.5%2C-79.25&z=17&output=embed");
    expect(links.geo).toBe("geo:21.5,-79.25?q=21.5,-79.25(La%20Terraza%20Trinidad)");
    expect(links.google).toContain(encodeURIComponent("Calle").slice(0, 5));
    expect(whatsappHref("+53 5 299 4430")).toBe("https://wa.me/5352994430");
  });
});
