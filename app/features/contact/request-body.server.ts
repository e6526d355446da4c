// Reading a request body with a hard limit (design.md §7: 413 beyond it), before
// any parser sees it, so no client can make the server hold more in memory.

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" | "unreadable" };

/**
 * An oversized body is still read to its end (and thrown away) up to this size, so
 * the client, still sending, gets a clean 413 instead of a reset connection, as
 * Express's own body parsers do. Beyond it the connection is cut.
 */
const DRAIN_MAX_BYTES = 1024 * 1024;

export async function readBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > DRAIN_MAX_BYTES) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, reason: "too-large" };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > DRAIN_MAX_BYTES) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too-large" };
      }
      if (total <= maxBytes) chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (total > maxBytes || declared > maxBytes) return { ok: false, reason: "too-large" };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** The media type of a request, lower case, without parameters: "application/json". */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Text as UTF-8, or undefined when the bytes are not UTF-8. */
export function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}
