import { describe, expect, it } from "vitest";
import { seedFacts } from "../content/seed-facts.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import { restaurantJsonLd } from "./restaurant-schema.ts";
import { everyDay, seededSchedule as seeded } from "#tests/support/site/schedule-fixture.ts";

const now = new Date("2026-12-20T12:00:00-05:00");

const siteUrl = "https://laterrazatrinidad.com";

describe("Restaurant JSON-LD", () => {
  it("describes the restaurant from the site facts, in English", () => {
    const data = restaurantJsonLd("en", siteUrl, seeded, now, seedFacts);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: seedFacts.name,
      url: "https://laterrazatrinidad.com/",
      telephone: seedFacts.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: seedFacts.address.street,
        addressLocality: "Trinidad",
        addressCountry: "CU",
      },
      geo: { "@type": "GeoCoordinates", latitude: seedFacts.geo.latitude, longitude: seedFacts.geo.longitude },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "07:00",
          closes: "23:00",
        },
      ],
      servesCuisine: ["Tapas", "Spanish", "Cuban"],
      priceRange: seedFacts.priceRange,
      acceptsReservations: "https://laterrazatrinidad.com/#form-contact",
      hasMenu: "https://laterrazatrinidad.com/menu",
      image: ["https://laterrazatrinidad.com/og/home-en.png"],
    });
    expect(data.description).toMatch(/Trinidad, Cuba/);
  });

  it("speaks Spanish on Spanish pages", () => {
    const data = restaurantJsonLd("es", `${siteUrl}/`, seeded, now, seedFacts);
    expect(data).toMatchObject({
      url: "https://laterrazatrinidad.com/es",
      hasMenu: "https://laterrazatrinidad.com/es/menu",
      acceptsReservations: "https://laterrazatrinidad.com/es#form-contact",
      servesCuisine: ["Tapas", "Española", "Cubana"],
      image: ["https://laterrazatrinidad.com/og/home-es.png"],
    });
    expect(data.description).toMatch(/azotea/);
  });

  it("has no special hours without exceptions", () => {
    expect(restaurantJsonLd("en", siteUrl, seeded, now, seedFacts)).not.toHaveProperty("specialOpeningHoursSpecification");
  });

  it("groups the weekly hours, each period, closed days as 00:00–00:00, midnight as 23:59", () => {
    const schedule: Schedule = {
      ...seeded,
      weekly: {
        ...everyDay([{ opens: "07:00", closes: "11:00" }, { opens: "12:00", closes: "24:00" }]),
        mon: [],
        sat: [{ opens: "09:00", closes: "23:00" }],
        sun: [{ opens: "09:00", closes: "23:00" }],
      },
    };
    expect(restaurantJsonLd("en", siteUrl, schedule, now, seedFacts).openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "00:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "11:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday"], opens: "12:00", closes: "23:59" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday", "Sunday"], opens: "09:00", closes: "23:00" },
    ]);
  });

  it("gives the exceptions from today on as special hours with their dates (Google: closed is 00:00–00:00)", () => {
    const schedule: Schedule = {
      ...seeded,
      exceptions: [
        { from: "2026-12-01", to: "2026-12-02", periods: [], labelEn: "Past", labelEs: "Pasado" },
        { from: "2026-12-24", to: "2026-12-24", periods: [], labelEn: "Christmas Eve", labelEs: "Nochebuena" },
        { from: "2026-12-30", to: "2026-12-31", periods: [{ opens: "12:00", closes: "17:00" }], labelEn: "Year's end", labelEs: "Fin de año" },
      ],
    };
    expect(restaurantJsonLd("es", siteUrl, schedule, now, seedFacts).specialOpeningHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", validFrom: "2026-12-24", validThrough: "2026-12-24" },
      { "@type": "OpeningHoursSpecification", opens: "12:00", closes: "17:00", validFrom: "2026-12-30", validThrough: "2026-12-31" },
    ]);
  });
});
