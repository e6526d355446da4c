import { data, type ActionFunctionArgs } from "react-router";
import { clientAddressContext } from "#app/client-address.server.ts";
import { readBody, refusalStatus, utf8 } from "#app/request-body.server.ts";
import { REQUEST_BODY_MAX_BYTES } from "./rules/contact-limits.ts";
import { contactMessages } from "./rules/contact-messages.ts";
import { HONEYPOT_FIELD } from "./rules/contact-schema.ts";
import { langFromPathname } from "#app/lib/lang.ts";
import type { ContactActionData } from "./rules/contact-results.ts";
import { submitContactRequest } from "./submit-contact-request.server.ts";

/**
 * The home page's action: the contact form posted without JavaScript (docs/product.md §7.2).
 * Same checks as the JSON endpoint, through the same submitContactRequest; the
 * answer re-renders the page with the server's messages beside the fields.
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const lang = langFromPathname(new URL(request.url).pathname);
  const m = contactMessages[lang];
  const fail = (status: number, alert: string, fields?: URLSearchParams, errors: Record<string, string[]> = {}, headers?: HeadersInit) =>
    data<ContactActionData>(
      { outcome: "error", alert, reply: { status: "error", error: errors, initialValue: typed(fields) } },
      { status, headers },
    );

  const body = await readBody(request, { maxBytes: REQUEST_BODY_MAX_BYTES, types: ["application/x-www-form-urlencoded"] });
  if (!body.ok) return fail(refusalStatus(body.reason), body.reason === "too-large" ? m.payloadTooLarge : m.httpError);
  const fields = new URLSearchParams(utf8(body.bytes) ?? "");

  const result = await submitContactRequest(fields, { lang, clientAddress: context.get(clientAddressContext) });
  switch (result.status) {
    case "created":
    case "ignored":
      return data<ContactActionData>(
        { outcome: "sent", id: result.id, ...(result.acknowledgement.state === "withheld" ? { notice: result.acknowledgement.message } : {}) },
        { status: 201 },
      );
    case "invalid":
      return fail(400, "", fields, result.errors);
    case "rate-limited":
      return fail(429, result.message, fields, {}, { "Retry-After": String(result.retryAfterSeconds) });
    case "unavailable":
      return fail(503, result.message, fields, {}, { "Retry-After": String(result.retryAfterSeconds) });
  }
}

/** What the visitor typed, to fill the form again (never the robot-check token or the honeypot). */
function typed(fields: URLSearchParams | undefined): Record<string, string> | null {
  if (!fields) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of fields) if (name !== "captcha" && name !== HONEYPOT_FIELD) values[name] = value;
  return values;
}
