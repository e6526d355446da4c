import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { perLang } from "#app/lib/lang.ts";
import { factsEditSchema } from "./facts-schema.ts";
import { FACT_LINKS_MAX, FACT_NAME_MAX, FACT_OPENING_MAX } from "./facts-limits.ts";

// The owners' form of the restaurant's facts as the browser and the action parse it.

const valid: Record<string, string> = {
  name: "La Terraza",
  legalName: "La Terraza S.R.L.",
  "address.street": "Calle Real 1",
  "address.locality": "Trinidad",
  "address.region": "Sancti Spíritus",
  "address.country": "Cuba",
  "address.countryCode": "cu",
  "geo.latitude": "21.8044",
  "geo.longitude": "-79.9846",
  phone: "+53 41 994 430",
  whatsapp: "",
  email: "hola@example.com",
  "opening.en": "Open every day",
  "opening.es": "Abierto todos los días",
  priceRange: "€€",
  "sisterSites[0].name": "Hostal",
  "sisterSites[0].url": "https://hostal.example.com",
  "sisterSites[1].name": "",
  "sisterSites[1].url": "",
};

function parse(changes: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...valid, ...changes })) form.append(k, v);
  return parseWithZod(form, { schema: factsEditSchema });
}

function errors(changes: Record<string, string>) {
  const s = parse(changes);
  return s.status === "error" ? s.error : undefined;
}

describe("the restaurant's facts form", () => {
  it("takes a valid form: empty link rows and an empty WhatsApp left out, the country code in capitals", () => {
    const s = parse({});
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value.whatsapp).toBeNull();
    expect(s.value.address.countryCode).toBe("CU");
    expect(s.value.geo).toEqual({ latitude: 21.8044, longitude: -79.9846 });
    expect(s.value.sisterSites).toEqual([{ name: "Hostal", url: "https://hostal.example.com" }]);
    expect(s.value.reviewPages).toEqual([]);
  });

  it.each([["+53 41 994 430"], ["+5352994430"], ["+1 212 555 0100"]])("takes the phone %s", (phone) => {
    expect(errors({ phone, whatsapp: phone })).toBeUndefined();
  });

  it.each([["41 994 430"], ["+53-41-994-430"], ["+53  41"], ["+53 41 99a"], ["+1 2345 6789 0123 4567"], ["+12345"]])("refuses the phone %s", (phone) => {
    expect(errors({ phone })?.phone).toEqual(["phoneForm"]);
    expect(errors({ whatsapp: phone })?.whatsapp).toEqual(["phoneForm"]);
  });

  it("refuses a missing phone, a bad e-mail, a plain-HTTP link and coordinates out of range", () => {
    expect(errors({ phone: "" })?.phone).toEqual(["required"]);
    expect(errors({ email: "hola@" })?.email).toEqual(["emailForm"]);
    expect(errors({ "sisterSites[0].url": "http://hostal.example.com" })?.["sisterSites[0].url"]).toEqual(["urlForm"]);
    expect(errors({ "geo.latitude": "91" })?.["geo.latitude"]).toEqual(["latitudeRange"]);
    expect(errors({ "geo.longitude": "-180.5" })?.["geo.longitude"]).toEqual(["longitudeRange"]);
    expect(errors({ "geo.latitude": "north" })?.["geo.latitude"]).toEqual(["numberForm"]);
    expect(errors({ "address.countryCode": "CUB" })?.["address.countryCode"]).toEqual(["countryCodeForm"]);
  });

  it("takes an empty opening line (the footer then shows none in that language), not one past its limit", () => {
    const s = parse({ "opening.es": "  " });
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value.opening).toEqual({ ...perLang(() => ""), en: "Open every day" });
    expect(errors({ "opening.en": "x".repeat(FACT_OPENING_MAX + 1) })?.["opening.en"]).toEqual(["tooLong"]);
  });

  it("refuses half a link, a name past its limit and more link rows than the form offers", () => {
    expect(errors({ "sisterSites[1].name": "Casa" })?.["sisterSites[1].url"]).toEqual(["linkIncomplete"]);
    expect(errors({ name: "x".repeat(FACT_NAME_MAX + 1) })?.name).toEqual(["tooLong"]);
    const many = Object.fromEntries(
      Array.from({ length: FACT_LINKS_MAX + 1 }, (_, i) => [
        [`reviewPages[${i}].name`, `R${i}`],
        [`reviewPages[${i}].url`, `https://r${i}.example.com`],
      ]).flat(),
    );
    expect(parse(many).status).toBe("error");
  });
});
