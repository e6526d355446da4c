// Reading an owner's form, uploads included, with a hard size limit (issue 4 §4, §5):
// the platform's own multipart parser (Request.formData()), fed through a counter that
// stops at the limit, so no body larger than the limit is ever held in memory.

export type FormRead =
  | { ok: true; formData: FormData }
  | { ok: false; error: "too-large" | "unreadable" };

/**
 * A refused body is still read to its end and thrown away, up to this much, so the
 * browser, still sending, receives the answer (with the message) instead of a reset
 * connection. Beyond it the connection is cut: only a client far past any photo gets there.
 */
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/** Reads and throws away what is left of a refused body, in the background. */
function discard(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): void {
  void (async () => {
    let seen = alreadyRead;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        seen += value.byteLength;
        if (seen > DISCARD_MAX_BYTES) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // The client went away: nothing left to discard.
    }
  })();
}

/**
 * The request's form data, or why not: "too-large" when the declared Content-Length is
 * over `maxBytes` (refused before a byte is parsed) or when the body turns out longer
 * (a missing or false Content-Length, caught while streaming); "unreadable" for a body
 * that is not a form (broken multipart, wrong Content-Type). Never throws.
 */
export async function readFormWithin(request: Request, maxBytes: number): Promise<FormRead> {
  const declared = request.headers.get("content-length");
  const declaredBytes = declared === null ? Number.NaN : Number(declared);
  if (declaredBytes > maxBytes) {
    if (request.body) {
      const reader = request.body.getReader();
      if (declaredBytes > DISCARD_MAX_BYTES) await reader.cancel().catch(() => {});
      else discard(reader, 0);
    }
    return { ok: false, error: "too-large" };
  }
  if (!request.body) return { ok: false, error: "unreadable" };

  const reader = request.body.getReader();
  let total = 0;
  let tooLarge = false;
  const capped = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        total += value.byteLength;
        if (total > maxBytes) {
          tooLarge = true;
          discard(reader, total);
          controller.error(new RangeError("body over the limit"));
          return;
        }
        controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
  });
  try {
    const headers = { "Content-Type": request.headers.get("content-type") ?? "" };
    // A stream body needs duplex "half" in Node's fetch; the DOM types do not know it yet.
    const init: RequestInit & { duplex: "half" } = { method: "POST", headers, body: capped, duplex: "half" };
    const bounded = new Request(request.url, init);
    return { ok: true, formData: await bounded.formData() };
  } catch {
    return { ok: false, error: tooLarge ? "too-large" : "unreadable" };
  }
}

/** The media type of a request, lower case, without parameters: "multipart/form-data". */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}
