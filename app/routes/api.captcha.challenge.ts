import { createAltchaChallenge } from "../features/requests/captcha.server.ts";

/** GET /api/captcha/challenge: a fresh, signed ALTCHA challenge (single use, expires in 10 minutes). */
export async function loader() {
  return Response.json(await createAltchaChallenge(), { headers: { "Cache-Control": "no-store" } });
}
