// What a visitor's browser sends to the contact endpoint, for the tests and the proof scripts:
// a solved robot check, a JSON post, a request with every field.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** Solves the site's ALTCHA challenge the way the widget does, and returns the payload. */
export async function solveAltcha(siteUrl: string, challenge?: Challenge): Promise<string> {
  const ch = challenge ?? ((await (await fetch(`${siteUrl}/api/captcha/challenge`)).json()) as Challenge);
  const solution = await solveChallenge({ challenge: ch, deriveKey });
  if (!solution) throw new Error("could not solve the challenge");
  return Buffer.from(JSON.stringify({ challenge: { parameters: ch.parameters, signature: ch.signature }, solution })).toString("base64");
}

export function postJson(siteUrl: string, body: unknown, headers: Record<string, string> = {}, path = "/api/contact") {
  return fetch(`${siteUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A request with every field of docs/product.md §3 and a reservation on a day always in range. */
export function fullRequest(overrides: Record<string, unknown> = {}) {
  const year = new Date().getUTCFullYear() + 1;
  return {
    name: "maría josé o'neil",
    phone: "+53 5 123 4567",
    whatsapp: true,
    email: "maria@example.org",
    country: "república dominicana",
    comment: "Mesa en la terraza para ver el atardecer.\n<script>alert(1)</script> & \"amigos\"",
    fecha: `20/06/${year}`,
    hora: "8:30 PM",
    area: "Terraza",
    pax: 4,
    lang: "es",
    ...overrides,
  };
}

/** Sends fullRequest(overrides) with a solved robot check to the contact endpoint; returns the answer. */
export async function sendRequest(siteUrl: string, overrides: Record<string, unknown> = {}): Promise<Response> {
  return postJson(siteUrl, fullRequest({ captcha: await solveAltcha(siteUrl), ...overrides }));
}
