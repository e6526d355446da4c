import { describe, expect, it } from "vitest";
import { siteFacts } from "../content/site";
import { restaurantJsonLd } from "./restaurant-schema";

const siteUrl = "https://laterrazatrinidad.com";

describe("Restaurant JSON-LD", () => {
  it("describes the restaurant from the site facts, in English", () => {
    const data = restaurantJsonLd("en", siteUrl);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: siteFacts.name,
      url: "https://laterrazatrinidad.com/",
      telephone: siteFacts.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: siteFacts.address.street,
        addressLocality: "Trinidad",
        addressCountry: "CU",
      },
      geo: { "@type": "GeoCoordinates", latitude: siteFacts.geo.latitude, longitude: siteFacts.geo.longitude },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "07:00",
          closes: "23:00",
        },
      ],
      servesCuisine: ["Tapas", "Spanish", "Cuban"],
      priceRange: siteFacts.priceRange,
      acceptsReservations: "https://laterrazatrinidad.com/#form-contact",
      hasMenu: "https://laterrazatrinidad.com/menu",
      image: ["https://laterrazatrinidad.com/og/home-en.png"],
    });
    expect(data.description).toMatch(/Trinidad, Cuba/);
  });

  it("speaks Spanish on Spanish pages", () => {
    const data = restaurantJsonLd("es", `${siteUrl}/`);
    expect(data).toMatchObject({
      url: "https://laterrazatrinidad.com/es",
      hasMenu: "https://laterrazatrinidad.com/es/menu",
      acceptsReservations: "https://laterrazatrinidad.com/es#form-contact",
      servesCuisine: ["Tapas", "Española", "Cubana"],
      image: ["https://laterrazatrinidad.com/og/home-es.png"],
    });
    expect(data.description).toMatch(/azotea/);
  });
});
