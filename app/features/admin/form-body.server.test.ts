import { describe, expect, it } from "vitest";
import { DISCARD_MAX_BYTES, readFormWithin } from "./form-body.server";

const url = "http://localhost/admin/photos/team-1";

function post(body: BodyInit, headers: Record<string, string> = {}) {
  const init: RequestInit & { duplex: "half" } = { method: "POST", body, headers, duplex: "half" };
  return new Request(url, init);
}

/** A body that produces `total` bytes of multipart in 64 KiB chunks, counting what was pulled and whether it was cancelled. */
function endlessMultipart(total: number, delayMs = 0) {
  const seen = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const head = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n');
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (seen.pulled >= total) return controller.close();
      const part = seen.pulled === 0 ? head : chunk;
      seen.pulled += part.byteLength;
      controller.enqueue(part);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("reading an owner's form within a limit", () => {
  it("parses a multipart upload with the platform's parser", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File([new Uint8Array([1, 2, 3])], "photo.jpg", { type: "image/jpeg" }));
    const read = await readFormWithin(new Request(url, { method: "POST", body: form }), 1024);
    if (!read.ok) throw new Error(read.error);
    expect(read.formData.get("intent")).toBe("upload");
    const file = read.formData.get("file") as File;
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("parses a small url-encoded form", async () => {
    const read = await readFormWithin(post("intent=alt&altEn=A+terrace", { "Content-Type": "application/x-www-form-urlencoded" }), 1024);
    expect(read.ok && read.formData.get("altEn")).toBe("A terrace");
  });

  it("refuses a declared Content-Length over the limit without parsing the body", async () => {
    const { stream, seen } = endlessMultipart(2 * 1024 * 1024, 5);
    const request = post(stream, { "Content-Type": "multipart/form-data; boundary=b", "Content-Length": String(2 * 1024 * 1024) });
    expect(await readFormWithin(request, 1024 * 1024)).toEqual({ ok: false, error: "too-large" });
    // It answered before reading up to the limit (the rest is thrown away in the background).
    expect(seen.pulled).toBeLessThan(256 * 1024);
  });

  it("stops a body without Content-Length at the limit, whatever it would have sent", async () => {
    const { stream, seen } = endlessMultipart(DISCARD_MAX_BYTES * 2);
    const request = post(stream, { "Content-Type": "multipart/form-data; boundary=b" });
    expect(await readFormWithin(request, 256 * 1024)).toEqual({ ok: false, error: "too-large" });
    // What follows is discarded, never kept, and the connection is cut past DISCARD_MAX_BYTES.
    await expect.poll(() => seen.cancelled, { timeout: 20_000 }).toBe(true);
    expect(seen.pulled).toBeLessThan(DISCARD_MAX_BYTES + 256 * 1024);
  });

  it("answers 'unreadable' for a body that is not the form it claims to be", async () => {
    expect(await readFormWithin(post("not multipart at all", { "Content-Type": "multipart/form-data; boundary=b" }), 1024)).toEqual({
      ok: false,
      error: "unreadable",
    });
    expect(await readFormWithin(post("{}", { "Content-Type": "application/json" }), 1024)).toEqual({ ok: false, error: "unreadable" });
    expect(await readFormWithin(new Request(url, { method: "POST" }), 1024)).toEqual({ ok: false, error: "unreadable" });
  });
});
