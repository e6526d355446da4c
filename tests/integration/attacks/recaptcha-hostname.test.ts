import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRecaptchaStandIn, type RecaptchaStandIn } from "#tests/support/site/recaptcha-stand-in.ts";
import { fullRequest, postJson } from "#tests/support/site/contact-requests.ts";
import { startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";

// CAPTCHA=recaptcha (app/features/requests/captcha.server.ts): a token solved on another site
// (one that shows our public site key, or any site under a loose key) is refused: the host
// Google reports must be SITE_URL's. Against the local stand-in for Google's siteverify.

describe("reCAPTCHA tokens solved elsewhere", () => {
  let verifier: RecaptchaStandIn;
  let s: BuiltSite;
  beforeAll(async () => {
    verifier = await startRecaptchaStandIn("the-secret", { "solved-on-evil": "evil.example", "solved-on-lookalike": "localhost.evil.example" });
    s = await startBuiltSite({
      env: {
        CAPTCHA: "recaptcha",
        RECAPTCHA_SITE_KEY: "the-site-key",
        RECAPTCHA_SECRET_KEY: "the-secret",
        RECAPTCHA_VERIFY_URL: verifier.url,
        SITE_URL: "http://localhost:3000",
        CONTACT_RATE_LIMIT: "1000",
      },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await verifier?.close();
  });

  it("are refused, though Google says they were solved", async () => {
    for (const captcha of ["solved-on-evil", "solved-on-lookalike"]) {
      const response = await postJson(s.url, fullRequest({ captcha, lang: "en" }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { captcha: ["The robot check failed or expired. Please complete it again."] } });
    }
    // One solved on the site itself passes.
    expect((await postJson(s.url, fullRequest({ captcha: "human" }))).status).toBe(201);
  });
});
