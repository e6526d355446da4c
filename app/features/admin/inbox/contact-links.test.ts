import { describe, expect, it } from "vitest";
import { replyMailto, telHrefOf, whatsappHref } from "./contact-links.ts";

describe("answering a guest", () => {
  it("links WhatsApp with the number's digits only", () => {
    expect(whatsappHref("+53 5 123 4567")).toBe("https://wa.me/5351234567");
    expect(whatsappHref("+34600111222")).toBe("https://wa.me/34600111222");
    expect(whatsappHref("")).toBeNull();
    expect(whatsappHref("+12")).toBeNull();
  });

  it("writes a reply mail with an encoded subject", () => {
    expect(replyMailto("ana@example.com", "Su solicitud en La Terraza")).toBe(
      "mailto:ana@example.com?subject=Su%20solicitud%20en%20La%20Terraza",
    );
    expect(replyMailto("ana@example.com?bcc=x@y.z", "x")).toBeNull();
  });

  it("links the phone", () => {
    expect(telHrefOf("+53 5 123 4567")).toBe("tel:+5351234567");
    expect(telHrefOf("")).toBeNull();
  });
});
