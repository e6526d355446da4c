// Generators of hostile requests to POST /api/contact (docs/product.md §16.2), for the fuzz
// test: random JSON, wrong types, huge strings, deep nesting, invalid UTF-8, CR/LF
// and HTML/script in every field, prototype-pollution keys, wrong content types and
// oversized bodies. Each request carries the answer the contract (docs/product.md §7)
// promises for it, so a generated case is checked exactly, not only "not 500".
import fc from "fast-check";
import { REQUEST_BODY_MAX_BYTES } from "#app/features/requests/rules/contact-limits.ts";
import { contactFieldNames } from "#app/features/requests/rules/contact-schema.ts";
import { containsUrl } from "#app/lib/text-rules.ts";

export type HostileRequest = {
  kind: string;
  /** undefined: no Content-Type header at all. */
  contentType: string | undefined;
  acceptLanguage: string | undefined;
  body: Uint8Array;
  /** The one status the contract allows for this request (the fuzz server's rate limit is out of reach). */
  expected: 400 | 413 | 415;
};

/** Text a person or a robot might type into any field, aimed at mail, HTML, SQL, logs and parsers. */
export const hostileFragments = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(1)>",
  "</td></tr></table><h1>owned</h1>",
  "<a href='javascript:alert(1)'>x</a>",
  "<!--",
  "]]>",
  "&lt;&#60;&amp;",
  "\r\nBcc: victim@evil.example",
  "\r\n\r\n<html>body</html>",
  "\nX-Injected: 1",
  "\rSubject: other",
  "%0d%0aBcc:%20victim@evil.example",
  "=?utf-8?q?=0D=0ABcc:_v@evil.example?=",
  "\u2028\u2029",
  "\u0000",
  "\u001b[31m",
  "\u0085",
  "'; DROP TABLE contact_requests; --",
  '" OR 1=1 --',
  "{{7*7}}",
  "${7*7}",
  "=HYPERLINK(\"x\")",
  "../../etc/passwd",
  "\uFEFF",
  "\u202Eevil",
  "\uD800",
  "\uDFFF",
  "😀",
  "🇨🇺",
  "a\u0301",
  "Ñandú",
  "null",
  "NaN",
  "-0",
  "1e309",
  " ",
  "\t",
] as const;

/** Keys that would change an object's prototype if a server merged them naively. */
export const pollutionKeys = ["__proto__", "constructor", "prototype"] as const;

const fieldNames = [...contactFieldNames, "lang"] as const;

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileFragments) },
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...hostileFragments), { minLength: 1, maxLength: 6 }).map((parts) => parts.join("")) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...hostileFragments), fc.string({ maxLength: 10 }))
      .map((parts) => parts.join("")),
  },
);

/** A long string; sometimes past the body limit once serialised. */
const hugeText = fc
  .tuple(fc.constantFrom("x", "é", "😀", ...hostileFragments), fc.integer({ min: 100, max: 40_000 }))
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

/** JSON text of a value: built as text so keys such as "__proto__" stay own keys. */
type JsonText = string;

const scalar: fc.Arbitrary<JsonText> = fc.oneof(
  hostileText.map((s) => JSON.stringify(s)),
  fc.integer().map(String),
  fc.double().map((d) => JSON.stringify(d)),
  fc.constantFrom("true", "false", "null", "0", "-0", "1e309", "-1e309", "1e-400", "123456789012345678901234567890", "25", "2.5", "-1"),
);

const pollutionObject: fc.Arbitrary<JsonText> = fc
  .tuple(fc.constantFrom(...pollutionKeys), fc.constantFrom(...fieldNames, "isAdmin", "polluted", "toString", "prototype"), scalar)
  .map(([key, inner, value]) => (key === "constructor" ? `{"constructor":{"prototype":{${JSON.stringify(inner)}:${value}}}}` : `{${JSON.stringify(key)}:{${JSON.stringify(inner)}:${value}}}`));

/** Nested arrays or objects, closed or not; deep enough to break a recursive parser. */
const deepNesting: fc.Arbitrary<{ text: JsonText; balanced: boolean }> = fc
  .tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom("array", "object", "mixed"), fc.boolean())
  .map(([depth, shape, balanced]) => {
    const open = shape === "array" ? "[" : shape === "object" ? '{"a":' : '[{"a":';
    const close = shape === "array" ? "]" : shape === "object" ? "}" : "}]";
    const reps = shape === "mixed" ? Math.ceil(depth / 2) : depth;
    return { text: open.repeat(reps) + (shape === "array" ? "1" : "1") + (balanced ? close.repeat(reps) : ""), balanced };
  });

const value: fc.Arbitrary<JsonText> = fc.oneof(
  { weight: 6, arbitrary: hostileText.map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }).map((items) => `[${items.join(",")}]`) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: pollutionObject },
  { weight: 1, arbitrary: hugeText.map((s) => JSON.stringify(s)) },
  { weight: 1, arbitrary: deepNesting.filter((d) => d.balanced).map((d) => d.text) },
);

const key: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...fieldNames) },
  { weight: 2, arbitrary: fc.constantFrom(...pollutionKeys) },
  // Any other key, except the honeypot: a filled honeypot is answered 201 on purpose (and stores nothing).
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }).filter((k) => k !== "website") },
);

const object = (entries: [string, JsonText][]): JsonText => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`;

/** Every field at once, of any type, with pollution keys and duplicates among them. */
const contactObject: fc.Arbitrary<JsonText> = fc.array(fc.tuple(key, value), { maxLength: 16 }).map(object);

/** A request that passes almost every rule, with hostile text (CR/LF, HTML, script) in every field and a robot check that is not one. */
const almostValid: fc.Arbitrary<JsonText> = fc
  .record({
    name: hostileText,
    phone: fc.oneof(fc.constant("+53 5 123 4567"), hostileText),
    whatsapp: fc.oneof(fc.boolean().map(String), fc.constant('"yes"'), scalar),
    email: fc.oneof(fc.constant('"ana@example.org"'), hostileText.map((t) => JSON.stringify(`ana${t}@example.org`))),
    country: hostileText,
    comment: hostileText,
    fecha: fc.oneof(fc.constant(`"20/06/${new Date().getUTCFullYear() + 1}"`), hostileText.map((s) => JSON.stringify(s))),
    hora: fc.oneof(fc.constant('"8:30 PM"'), hostileText.map((s) => JSON.stringify(s))),
    area: fc.oneof(fc.constant('"Terraza"'), fc.constant('"Balcón"'), hostileText.map((s) => JSON.stringify(s))),
    pax: fc.oneof(fc.constant("4"), scalar),
    captcha: fc.oneof(hostileText, fc.base64String({ maxLength: 200 })),
    lang: fc.oneof(fc.constantFrom('"es"', '"en"'), hostileText.map((s) => JSON.stringify(s))),
  })
  .map((r) =>
    object([
      ["name", JSON.stringify(r.name)],
      ["phone", r.phone.startsWith('"') ? r.phone : JSON.stringify(r.phone)],
      ["whatsapp", r.whatsapp],
      ["email", r.email],
      ["country", JSON.stringify(r.country)],
      ["comment", JSON.stringify(r.comment)],
      ["fecha", r.fecha],
      ["hora", r.hora],
      ["area", r.area],
      ["pax", r.pax],
      ["captcha", JSON.stringify(r.captcha)],
      ["lang", r.lang],
    ]),
  );

/** Bytes that are not UTF-8: lone continuation bytes, overlong forms, surrogates, truncated sequences, 0xFF. */
const badUtf8 = fc.constantFrom(
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xbf],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0x80],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x98],
  [0xc3],
);

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

const invalidUtf8: fc.Arbitrary<Uint8Array> = fc
  .tuple(fc.oneof(almostValid, contactObject), fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), badUtf8), { minLength: 1, maxLength: 4 }))
  .map(([text, insertions]) => {
    let result = Array.from(bytes(text));
    for (const [at, seq] of insertions) {
      const i = Math.floor(at * result.length);
      result = [...result.slice(0, i), ...seq, ...result.slice(i)];
    }
    return Uint8Array.from(result);
  });

/** Bodies that are not one JSON object: other JSON values, broken JSON, edge texts. */
const notAnObject: fc.Arbitrary<string> = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.constantFrom("", " ", "null", "[]", "{}", "\uFEFF{}", "{", "}", '{"name":"a"}garbage', "{'name':'a'}", "NaN", "Infinity", "undefined", '"text"', "0", "[{}]", "{\"name\":\"a\",}", "{\"a\":1 \"b\":2}", "\u0000"),
  fc.string({ unit: "binary", maxLength: 200 }),
  deepNesting.map((d) => d.text),
);

const jsonTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json;charset=UTF-8",
  "Application/JSON",
  "application/json; charset=iso-8859-1",
  "application/vnd.api+json",
  "application/ld+json",
  " application/json ; foo=bar",
);

const notJsonTypes = fc.oneof(
  fc.constantFrom(
    undefined,
    "",
    "text/plain",
    "text/html",
    "text/json",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=----fuzz",
    "application/xml",
    "application/javascript",
    "application/jsonp",
    "application/json-patch",
    "application/+json",
    "json",
    "*/*",
    "application/",
    "image/svg+xml",
  ),
  fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9.-]{1,20}$/).filter((t) => t !== "application/json"),
);

const acceptLanguage = fc.constantFrom(undefined, "es", "en", "es-CU,es;q=0.9", "en-GB,en;q=0.8", "zz", "*", "__proto__");

/** The media-type rule of docs/product.md §7, as an oracle: JSON is application/json or application/*+json. */
function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

function request(kind: string, contentType: string | undefined, lang: string | undefined, body: Uint8Array): HostileRequest {
  const expected = !isJsonType(contentType) ? 415 : body.byteLength > REQUEST_BODY_MAX_BYTES ? 413 : 400;
  return { kind, contentType, acceptLanguage: lang, body, expected };
}

const oversized: fc.Arbitrary<Uint8Array> = fc
  .oneof(fc.integer({ min: REQUEST_BODY_MAX_BYTES + 1, max: 40 * 1024 }), fc.integer({ min: 40 * 1024, max: 1024 * 1024 - 64 }))
  .map((size) => bytes(`{"name":"a","comment":"${"x".repeat(size)}"}`));

/** One hostile request to POST /api/contact, of any of the kinds above. */
export const hostileRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(contactObject, jsonTypes, acceptLanguage).map(([t, ct, l]) => request("fields of any type", ct, l, bytes(t))) },
  { weight: 4, arbitrary: fc.tuple(almostValid, jsonTypes, acceptLanguage).map(([t, ct, l]) => request("hostile text in every field", ct, l, bytes(t))) },
  { weight: 2, arbitrary: fc.tuple(notAnObject, jsonTypes, acceptLanguage).map(([t, ct, l]) => request("not a JSON object", ct, l, bytes(t))) },
  { weight: 1, arbitrary: fc.tuple(deepNesting, jsonTypes).map(([d, ct]) => request("deep nesting", ct, undefined, bytes(`{"name":${d.text}${d.balanced ? "}" : ""}`))) },
  { weight: 2, arbitrary: fc.tuple(invalidUtf8, jsonTypes, acceptLanguage).map(([b, ct, l]) => request("invalid UTF-8", ct, l, b)) },
  { weight: 1, arbitrary: fc.tuple(fc.uint8Array({ maxLength: 4096 }), jsonTypes).map(([b, ct]) => request("random bytes", ct, undefined, b)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.oneof(almostValid, contactObject, notAnObject), notJsonTypes, acceptLanguage)
      .map(([t, ct, l]) => request("wrong content type", ct, l, bytes(t))),
  },
  { weight: 1, arbitrary: fc.tuple(oversized, jsonTypes).map(([b, ct]) => request("oversized", ct, undefined, b)) },
);

/** Text that passes the field rules yet carries markup, quotes and line breaks (for the mail test). */
export function acceptableHostileText(maxChars: number, multiLine: boolean): fc.Arbitrary<string> {
  const pieces = multiLine ? [...hostileFragments, "\n", "\r\n", "<br>", "<b>bold</b>"] : hostileFragments;
  return fc
    .array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 })
    .map((parts) => parts.join(""))
    .map((text) => `A${text}`)
    .map((text) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].slice(0, maxChars).map((s) => s.segment).join(""))
    .filter((text) => !containsUrl(text) && text.trim().length > 0);
}
