import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { deriveHmacKeySecret } from "altcha-lib/frameworks/express";
import { config } from "#app/config.server.ts";
import { ALTCHA_CHALLENGE_PATH, type CaptchaSetup } from "./rules/contact-api.ts";

// The robot check, verified on the server (docs/product.md §7.3, docs/contributing.md §1): ALTCHA by
// default (self-hosted proof of work, no third party, works where Google is
// blocked), Google reCAPTCHA v2 when CAPTCHA=recaptcha.

/** What the browser needs to show the widget (GET /api/captcha). */
export function captchaSetup(): CaptchaSetup {
  const cfg = config();
  return cfg.CAPTCHA === "recaptcha"
    ? { kind: "recaptcha", siteKey: cfg.RECAPTCHA_SITE_KEY ?? "" }
    : { kind: "altcha", challengeUrl: ALTCHA_CHALLENGE_PATH };
}

// About half a second of work on a laptop, a few seconds on a cheap phone: enough
// to make a flood expensive, little enough for a guest. The rate limit does the rest.
const ALTCHA_ALGORITHM = "PBKDF2/SHA-256";
const ALTCHA_COST = 500;
const ALTCHA_COUNTER_MIN = 2_000;
const ALTCHA_COUNTER_MAX = 5_000;
/** A solution is accepted this long after its challenge was issued, once. */
export const ALTCHA_EXPIRY_MS = 10 * 60_000;
/** Used challenges remembered; beyond this many in ten minutes the oldest are forgotten. */
const USED_CHALLENGES_KEPT = 100_000;

let keySecret: Promise<string> | undefined;
function altchaKeySecret(): Promise<string> {
  keySecret ??= deriveHmacKeySecret(config().ALTCHA_HMAC_KEY);
  return keySecret;
}

export async function createAltchaChallenge(now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: randomInt(ALTCHA_COUNTER_MAX, ALTCHA_COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(now + ALTCHA_EXPIRY_MS),
    hmacSignatureSecret: config().ALTCHA_HMAC_KEY,
    hmacKeySignatureSecret: await altchaKeySecret(),
  });
}

/**
 * Single use: the nonce of every accepted challenge is remembered until it expires.
 * In memory, so a restart forgets them; a solution used just before a restart
 * could be used once more within its ten minutes, still behind the rate limit.
 */
const usedChallenges = new CappedMap<string, number>({ maxSize: USED_CHALLENGES_KEPT });

type AltchaPayload = { challenge: Challenge; solution: Solution };

function decodeAltchaPayload(token: string): AltchaPayload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    if (!value || typeof value !== "object") return undefined;
    const { challenge, solution } = value as Partial<AltchaPayload>;
    if (!challenge || typeof challenge !== "object" || typeof challenge.parameters !== "object" || !challenge.parameters) return undefined;
    if (!solution || typeof solution !== "object" || typeof solution.counter !== "number" || typeof solution.derivedKey !== "string") return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

async function verifyAltcha(token: string, now: number): Promise<boolean> {
  const payload = decodeAltchaPayload(token);
  if (!payload) return false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: config().ALTCHA_HMAC_KEY,
      hmacKeySignatureSecret: await altchaKeySecret(),
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  for (const [nonce, expiresAt] of usedChallenges) {
    if (expiresAt > now) break;
    usedChallenges.delete(nonce);
  }
  const nonce = payload.challenge.parameters.nonce;
  if (usedChallenges.has(nonce)) return false;
  usedChallenges.set(nonce, now + ALTCHA_EXPIRY_MS);
  return true;
}

const RECAPTCHA_TIMEOUT_MS = 10_000;

/**
 * reCAPTCHA v2: the token is checked by Google's siteverify (or RECAPTCHA_VERIFY_URL), and
 * must have been solved on SITE_URL's host.
 */
async function verifyRecaptcha(token: string, clientAddress: string): Promise<CaptchaVerdict> {
  const cfg = config();
  const form = new URLSearchParams({ secret: cfg.RECAPTCHA_SECRET_KEY ?? "", response: token, remoteip: clientAddress });
  try {
    const response = await fetch(cfg.RECAPTCHA_VERIFY_URL, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) return "unavailable";
    const body = (await response.json()) as { success?: unknown; hostname?: unknown };
    // A token solved on another site that shows our site key (or any site, if the key's
    // domain list is loose) is not a visitor of ours: Google says where it was solved.
    return body.success === true && body.hostname === new URL(cfg.SITE_URL).hostname ? "human" : "robot";
  } catch {
    return "unavailable";
  }
}

/** "unavailable": the verifier could not be asked; the guest should try again later. */
export type CaptchaVerdict = "human" | "robot" | "unavailable";

export async function verifyCaptcha(token: string, clientAddress: string, now = Date.now()): Promise<CaptchaVerdict> {
  if (config().CAPTCHA === "recaptcha") return verifyRecaptcha(token, clientAddress);
  return (await verifyAltcha(token, now)) ? "human" : "robot";
}
