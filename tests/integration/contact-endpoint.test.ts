import { eq } from "drizzle-orm";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { deriveHmacKeySecret } from "altcha-lib/frameworks/express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests, outbox } from "#db/schema.ts";
import { startRecaptchaStandIn, type RecaptchaStandIn } from "../support/site/recaptcha-stand-in.ts";
import { fullRequest, postJson, solveAltcha } from "../support/site/contact-requests.ts";
import { siteDb, startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";

// docs/product.md §7 with the real built server: every answer of POST /api/contact and
// /tapas-backend/mailer_request.php, the robot check on the server (ALTCHA single
// use and expiring; reCAPTCHA through RECAPTCHA_VERIFY_URL against a local
// verifier), the honeypot, the rate limit, and the home page's form action.

const HMAC_KEY = "integration-test-altcha-key-0123456789";

async function countRows(s: BuiltSite) {
  const db = await siteDb(s.dataDir);
  return { requests: (await db.select().from(contactRequests)).length, mails: (await db.select().from(outbox)).length };
}

describe("POST /api/contact", () => {
  let s: BuiltSite;
  beforeAll(async () => {
    s = await startBuiltSite({ env: { ALTCHA_HMAC_KEY: HMAC_KEY, CONTACT_RATE_LIMIT: "1000" } });
  });
  afterAll(() => s?.stop());

  it("answers 201 with the id once the request and its two mails are committed", async () => {
    const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), unknownField: "ignored" }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    const db = await siteDb(s.dataDir);
    const [stored] = await db.select().from(contactRequests).where(eq(contactRequests.id, body.id));
    expect(stored?.email).toBe("maria@example.org");
    expect((await db.select().from(outbox).where(eq(outbox.requestId, body.id))).map((r) => r.kind).sort()).toEqual(["guest", "owner"]);
  });

  it("answers at the original site's address too", async () => {
    const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url) }), {}, "/tapas-backend/mailer_request.php");
    expect(response.status).toBe(201);
  });

  it("answers 400 with a message per field in the request's language", async () => {
    const es = await postJson(s.url, { name: "", email: "x@", country: "a".repeat(26), comment: "www.spam", phone: "123", fecha: "31/02/2027", lang: "es" });
    expect(es.status).toBe(400);
    expect(await es.json()).toEqual({
      ok: false,
      error: "validation",
      errors: {
        name: ["El nombre es obligatorio"],
        phone: ["Número de teléfono no válido"],
        email: ["Correo electrónico no válido"],
        country: ["Máx. 25 caracteres"],
        comment: ["No se permiten URL"],
        fecha: ["Fecha no válida."],
        reservation: ["Por favor completa todos los campos de la reserva."],
        captcha: ["Por favor completa el reCAPTCHA."],
      },
    });
    const en = await postJson(s.url, { ...fullRequest({ lang: "en", area: "Balcón", pax: 3 }), captcha: "x" });
    expect(await en.json()).toMatchObject({ errors: { pax: ["Max. 2 people on the Balcón."] } });
    // Without a language in the body, the Accept-Language header decides.
    const header = await postJson(s.url, { name: "" }, { "Accept-Language": "es-CU,es;q=0.9" });
    expect(((await header.json()) as { errors: Record<string, string[]> }).errors.name).toEqual(["El nombre es obligatorio"]);
  });

  it("refuses a robot-check token that is missing, forged, reused or expired", async () => {
    const forged = await postJson(s.url, fullRequest({ captcha: Buffer.from('{"challenge":null,"solution":null,"test":true}').toString("base64") }));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ errors: { captcha: ["La verificación anti-robots falló o caducó. Complétala de nuevo."] } });

    const token = await solveAltcha(s.url);
    expect((await postJson(s.url, fullRequest({ captcha: token }))).status).toBe(201);
    const reused = await postJson(s.url, fullRequest({ captcha: token }));
    expect(reused.status).toBe(400);

    const expired = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 10,
      counter: 20,
      deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: HMAC_KEY,
      hmacKeySignatureSecret: await deriveHmacKeySecret(HMAC_KEY),
    });
    expect((await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url, expired) }))).status).toBe(400);

    const other = await createChallenge({ algorithm: "PBKDF2/SHA-256", cost: 10, counter: 20, deriveKey, hmacSignatureSecret: "not-the-site-key-0123456789" });
    expect((await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url, other) }))).status).toBe(400);
  });

  it("answers a filled honeypot like a success, storing and mailing nothing", async () => {
    const before = await countRows(s);
    const response = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), website: "http://spam.example" }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(true);
    expect(await countRows(s)).toEqual(before);
  });

  it("answers 415 for a body that is not JSON, 413 for one too large, 400 for broken JSON, never 500", async () => {
    const text = await fetch(`${s.url}/api/contact`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "name=x" });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ ok: false, error: "unsupported-media-type" });
    const form = await fetch(`${s.url}/api/contact`, { method: "POST", body: new URLSearchParams({ name: "x" }) });
    expect(form.status).toBe(415);

    const huge = JSON.stringify({ ...fullRequest(), comment: "x".repeat(64 * 1024) });
    const large = await postJson(s.url, huge);
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ error: "payload-too-large" });
    // Without a Content-Length (chunked), the limit holds while reading.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const chunked = await fetch(`${s.url}/api/contact`, { method: "POST", headers: { "Content-Type": "application/json" }, body: stream, duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(413);
    // A huge body is cut off early; the client sees 413 or a closed connection, and the server lives on.
    const cut = await postJson(s.url, JSON.stringify({ comment: "x".repeat(3 * 1024 * 1024) })).then((r) => r.status, () => "closed");
    expect([413, "closed"]).toContain(cut);
    expect((await fetch(`${s.url}/api/captcha`)).status).toBe(200);

    for (const body of ['{"name":', "[1,2]", "null", "42", '"text"', ""]) {
      const response = await postJson(s.url, body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, error: "malformed-json" });
    }
    const notUtf8 = await fetch(`${s.url}/api/contact`, { method: "POST", headers: { "Content-Type": "application/json" }, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) });
    expect(notUtf8.status).toBe(400);
    for (const body of [{ name: { $gt: "" } }, { __proto__: { admin: true }, name: ["a"] }, { pax: "NaN", fecha: 12, hora: true }]) {
      const response = await postJson(s.url, body);
      expect(response.status).toBe(400);
    }
    const get = await fetch(`${s.url}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("the home page's form action takes the same path (no JavaScript)", async () => {
    const fields = new URLSearchParams({
      name: "pedro",
      email: "pedro@example.org",
      country: "españa",
      comment: "Hola",
      reservation: "on",
      fecha: fullRequest().fecha as string,
      hora: "20:30",
      area: "Balcón",
      pax: "2",
      captcha: await solveAltcha(s.url),
    });
    const response = await fetch(`${s.url}/es?index`, { method: "POST", body: fields });
    expect(response.status).toBe(201);
    expect(await response.text()).toContain("Formulario enviado correctamente ✅");
    const db = await siteDb(s.dataDir);
    const [stored] = await db.select().from(contactRequests).where(eq(contactRequests.email, "pedro@example.org"));
    expect(stored).toMatchObject({ name: "Pedro", country: "España", area: "Balcón", pax: 2, reservationTime: "20:30", lang: "es" });

    const invalid = await fetch(`${s.url}/?index`, { method: "POST", body: new URLSearchParams({ name: "" }) });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Name is required");
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After after the limit, counting only requests that passed the field rules and the robot check", async () => {
    const s = await startBuiltSite({ env: { CONTACT_RATE_LIMIT: "2", CONTACT_RATE_WINDOW_MINUTES: "10" } });
    try {
      for (let i = 0; i < 4; i++) expect((await postJson(s.url, { name: "" })).status).toBe(400);
      // A failed robot check counts against a limit of its own (tests/integration/attacks/guest-mail-abuse.test.ts).
      expect((await postJson(s.url, fullRequest({ captcha: "bad" }))).status).toBe(400);
      expect((await postJson(s.url, fullRequest({ captcha: "bad" }))).status).toBe(400);
      for (let i = 0; i < 2; i++) expect((await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url) }))).status).toBe(201);
      const limited = await postJson(s.url, fullRequest({ captcha: await solveAltcha(s.url), lang: "en" }));
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await limited.json()).toEqual({ ok: false, error: "rate-limited", message: "Too many requests from your connection. Please try again in 10 min." });
      expect(await countRows(s)).toEqual({ requests: 2, mails: 4 });
    } finally {
      await s.stop();
    }
  });
});

describe("reCAPTCHA v2 (CAPTCHA=recaptcha)", () => {
  let verifier: RecaptchaStandIn;
  let s: BuiltSite;

  beforeAll(async () => {
    // A local stand-in for Google's siteverify: "human" tokens pass, others fail.
    verifier = await startRecaptchaStandIn("the-secret");
    s = await startBuiltSite({
      env: {
        CAPTCHA: "recaptcha",
        RECAPTCHA_SITE_KEY: "the-site-key",
        RECAPTCHA_SECRET_KEY: "the-secret",
        RECAPTCHA_VERIFY_URL: verifier.url,
        CONTACT_RATE_LIMIT: "1000",
      },
    });
  });
  afterAll(async () => {
    await s?.stop();
    await verifier.close();
  });

  it("tells the browser to show reCAPTCHA with the site key", async () => {
    expect(await (await fetch(`${s.url}/api/captcha`)).json()).toEqual({ kind: "recaptcha", siteKey: "the-site-key" });
  });

  it("accepts a token the verifier says yes to and refuses one it says no to", async () => {
    const yes = await postJson(s.url, fullRequest({ captcha: "human" }));
    expect(yes.status).toBe(201);
    expect(verifier.asked.at(-1)?.get("remoteip")).toBe("127.0.0.1");
    const no = await postJson(s.url, fullRequest({ captcha: "robot" }));
    expect(no.status).toBe(400);
    expect(await no.json()).toMatchObject({ errors: { captcha: ["La verificación anti-robots falló o caducó. Complétala de nuevo."] } });
    expect(await countRows(s)).toEqual({ requests: 1, mails: 2 });
  });

  it("answers 503 when the verifier cannot be reached, storing nothing", async () => {
    await verifier.close();
    const response = await postJson(s.url, fullRequest({ captcha: "human" }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await countRows(s)).toEqual({ requests: 1, mails: 2 });
    await verifier.reopen();
  });
});
