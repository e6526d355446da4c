import { REQUEST_BODY_MAX_BYTES } from "./rules/contact-limits.ts";
import { contactMessages } from "./rules/contact-messages.ts";
import { jsonToFields } from "./rules/contact-request.ts";
import { defaultLang, isLang, langFromAcceptLanguage, type Lang } from "#app/lib/lang.ts";
import { publishedLangs } from "#app/shell/languages/published-languages.server.ts";
import { readBody, utf8 } from "#app/request-body.server.ts";
import type { AcknowledgementState, ContactEndpointBody } from "./rules/contact-results.ts";
import { submitContactRequest, type AcknowledgementAnswer, type SubmitResult } from "./submit-contact-request.server.ts";

// POST /api/contact and /tapas-backend/mailer_request.php (docs/product.md §7). Every
// answer is JSON; nothing a client sends can make it answer 500:
//   201 { ok: true, id, acknowledgement }      stored and committed (or honeypot); acknowledgement
//                                              "queued", or "withheld" with acknowledgementReason
//                                              and message (a guest-mail budget, docs/product.md §7.4)
//   400 { ok: false, error: "validation", errors: { field: [message] } }
//   400 { ok: false, error: "malformed-json" | "unreadable", message }
//   405 { ok: false, error: "method-not-allowed" }             (Allow: POST)
//   413 { ok: false, error: "payload-too-large", message }
//   415 { ok: false, error: "unsupported-media-type", message }
//   429 { ok: false, error: "rate-limited", message }          (Retry-After)
//   503 { ok: false, error: "unavailable", message }           (Retry-After)

function reply(body: ContactEndpointBody, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * A language the site speaks to guests now: an unpublished one is not (its words and its mail
 * templates wait for the owners' approval, docs/decisions/0033-language-publication.md), so its
 * requests are answered, stored and mailed in the default language. A database that cannot say
 * answers in the default too: storing the request then says it is unavailable (503), not this.
 */
async function publishedOrDefault(lang: Lang): Promise<Lang> {
  if (lang === defaultLang) return lang;
  const published = await publishedLangs().catch(() => [defaultLang]);
  return published.includes(lang) ? lang : defaultLang;
}

/** The language of the answer before the body is read: Accept-Language, else English. */
function headerLang(request: Request): Promise<Lang> {
  return publishedOrDefault(langFromAcceptLanguage(request.headers.get("accept-language")));
}

/** JSON, or a JSON-based type ("application/ld+json"). */
function isJsonType(type: string): boolean {
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

export function methodNotAllowed(request: Request): Response {
  return reply(
    { ok: false, error: "method-not-allowed", message: `${request.method} not allowed; use POST.` },
    405,
    { Allow: "POST" },
  );
}

export async function contactEndpoint(request: Request, clientAddress: string): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed(request);
  let lang = await headerLang(request);
  const m = () => contactMessages[lang];

  const body = await readBody(request, { maxBytes: REQUEST_BODY_MAX_BYTES, types: isJsonType });
  if (!body.ok) {
    switch (body.reason) {
      case "unsupported-type":
        return reply({ ok: false, error: "unsupported-media-type", message: m().unsupportedMediaType }, 415);
      case "too-large":
        return reply({ ok: false, error: "payload-too-large", message: m().payloadTooLarge }, 413);
      case "unreadable":
        return reply({ ok: false, error: "unreadable", message: m().malformedJson }, 400);
    }
  }
  const text = utf8(body.bytes);
  let json: unknown;
  try {
    json = text === undefined ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) {
    return reply({ ok: false, error: "malformed-json", message: m().malformedJson }, 400);
  }
  const fields = json as Record<string, unknown>;
  if (isLang(fields.lang)) lang = await publishedOrDefault(fields.lang);

  const result = await submitContactRequest(jsonToFields(fields), { lang, clientAddress });
  return endpointResponse(result);
}

function acknowledgementState(answer: AcknowledgementAnswer): AcknowledgementState {
  return answer.state === "queued"
    ? { acknowledgement: "queued" }
    : { acknowledgement: "withheld", acknowledgementReason: answer.reason, message: answer.message };
}

function endpointResponse(result: SubmitResult): Response {
  switch (result.status) {
    case "created":
    case "ignored":
      return reply({ ok: true, id: result.id, ...acknowledgementState(result.acknowledgement) }, 201);
    case "invalid":
      return reply({ ok: false, error: "validation", errors: result.errors }, 400);
    case "rate-limited":
      return reply({ ok: false, error: "rate-limited", message: result.message }, 429, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    case "unavailable":
      return reply({ ok: false, error: "unavailable", message: result.message }, 503, {
        "Retry-After": String(result.retryAfterSeconds),
      });
  }
}
