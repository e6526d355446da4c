import { captchaSetup } from "../features/requests/captcha.server.ts";

/** GET /api/captcha: which robot check the form shows (ALTCHA or reCAPTCHA) and how. */
export function loader() {
  return Response.json(captchaSetup(), { headers: { "Cache-Control": "no-store" } });
}
