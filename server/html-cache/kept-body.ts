import { createHash } from "node:crypto";
import { deferredModuleCode } from "#app/shell/performance/deferred-hydration.ts";

// A kept page is the same bytes for every visitor (docs/operations.md §8, §10; decision 0009):
// the nonce it was rendered with is taken out of its script tags, and its responses allow those
// inline scripts by their SHA-256 hashes instead. So it carries a strong ETag, a revisit of an unchanged page
// gets 304 with no body, and a shared cache in front may keep it. The first response, rendered
// while the visitor waits, keeps its own nonce. Should the nonce appear anywhere but in a nonce
// attribute, the page is kept as the pieces between its occurrences and each response joins
// them with its own nonce, as before: one request's nonce never reaches another.

/** A kept page's body: shared bytes allowed by script hashes, or a template for each response's nonce. */
export type KeptBody =
  | { kind: "shared"; html: string; etag: string; scriptHashes: string[]; compressed?: Partial<Record<PageEncoding, Promise<Buffer>>> }
  | { kind: "nonce"; parts: string[] };

/** The encodings a shared page is kept in, besides its HTML. */
export type PageEncoding = "br" | "gzip";

/** The HTML as pieces between the occurrences of `nonce`. */
export function toTemplate(html: string, nonce: string): string[] {
  return nonce ? html.split(nonce) : [html];
}

/** The HTML for a response with `nonce`. */
export function fillTemplate(parts: readonly string[], nonce: string): string {
  return parts.join(nonce);
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser does not run (structured data), which a policy need not name. */
const dataScriptType = /\btype="(application\/(ld\+)?json)"/i;

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

/**
 * The CSP source expressions ('sha256-…') of every script the page runs from its own text:
 * its inline scripts, and the module script its hydration loader adds later
 * (app/shell/performance/deferred-hydration.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
    if (/\bsrc=/i.test(attributes) || dataScriptType.test(attributes)) continue;
    texts.push(text);
  }
  const deferred = deferredModuleCode(html);
  if (deferred !== undefined) texts.push(deferred);
  return [...new Set(texts.map((text) => `sha256-${sha256(text)}`))];
}

/** The page without its nonce, its script hashes and ETag; undefined when the nonce is used elsewhere too. */
export function sharedBody(html: string, nonce: string): Extract<KeptBody, { kind: "shared" }> | undefined {
  const shared = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  if (nonce && shared.includes(nonce)) return undefined;
  const etag = `"${createHash("sha256").update(shared, "utf8").digest("base64url").slice(0, 27)}"`;
  return { kind: "shared", html: shared, etag, scriptHashes: inlineScriptHashes(shared) };
}
