import { captchaSetup } from "../features/contact/captcha.server";

/** GET /api/captcha: which robot check the form shows (ALTCHA or reCAPTCHA) and how. */
export function loader() {
  return Response.json(captchaSetup(), { headers: { "Cache-Control": "no-store" } });
}
