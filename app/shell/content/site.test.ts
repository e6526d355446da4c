import { describe, expect, it } from "vitest";
import { addressLines, copyrightLine } from "../layout/site-facts-text.ts";
import { mailtoHref, siteFacts, telHref } from "./site.ts";
import { restaurantTimeZone } from "#app/booking/time-zone.ts";

describe("site facts (content/site.json)", () => {
  it("opens every day from 7:00 AM to 11:00 PM (docs/product.md §1)", () => {
    expect(siteFacts.openingHours).toEqual({ days: "all", opens: "07:00", closes: "23:00" });
  });

  it("links the phone and the e-mail", () => {
    expect(telHref("+53 41 994 430")).toBe("tel:+5341994430");
    expect(telHref(siteFacts.phone)).toMatch(/^tel:\+\d{8,15}$/);
    expect(mailtoHref(siteFacts.email)).toBe(`mailto:${siteFacts.email}`);
    expect(siteFacts.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it("has a street address and a copyright line of the limited company", () => {
    expect(addressLines(siteFacts)[0]).toBe(siteFacts.address.street);
    expect(siteFacts.legalName).toMatch(/S\.R\.L\.$/);
    expect(copyrightLine(siteFacts, "en", 2026)).toBe("© 2026 La Terraza Trinidad S.R.L. All rights reserved.");
    expect(copyrightLine(siteFacts, "es", 2026)).toBe("© 2026 La Terraza Trinidad S.R.L. Todos los derechos reservados.");
  });

  it("keeps its links absolute where they leave the site, and the city map a PDF here", () => {
    expect(siteFacts.homestayUrl).toMatch(/^https:\/\//);
    expect(siteFacts.mapEmbedUrl).toMatch(/^https:\/\//);
    expect(siteFacts.cityMapPdf).toMatch(/^\/files\/[a-z0-9-]+\.pdf$/);
    expect(restaurantTimeZone).toBe("America/Havana");
  });
});
