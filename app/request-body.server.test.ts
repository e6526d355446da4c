import { describe, expect, it } from "vitest";
import { FORM_TYPES, readBody, readForm, URL_ENCODED } from "./request-body.server.ts";

const url = "http://localhost/admin/photos/team-1";

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  const init: RequestInit & { duplex: "half" } = { method: "POST", body, headers, duplex: "half" };
  return new Request(url, init);
}

/** A body that produces `total` bytes of multipart in 64 KiB chunks, counting what was pulled. */
function endlessMultipart(total: number) {
  const seen = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const head = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n');
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
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

const multipart = { "Content-Type": "multipart/form-data; boundary=b" };

describe("reading a form within a limit", () => {
  it("parses a multipart upload with the platform's parser", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new File([new Uint8Array([1, 2, 3])], "photo.jpg", { type: "image/jpeg" }));
    const read = await readForm(new Request(url, { method: "POST", body: form }), { maxBytes: 1024, types: FORM_TYPES });
    if (!read.ok) throw new Error(read.reason);
    expect(read.formData.get("intent")).toBe("upload");
    const file = read.formData.get("file") as File;
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("parses a small url-encoded form", async () => {
    const read = await readForm(post("intent=alt&altEn=A+terrace", { "Content-Type": URL_ENCODED }), { maxBytes: 1024, types: [URL_ENCODED] });
    expect(read.ok && read.formData.get("altEn")).toBe("A terrace");
  });

  it("refuses a type it does not accept before reading anything", async () => {
    const { stream, seen } = endlessMultipart(1024 * 1024);
    expect(await readForm(post(stream, multipart), { maxBytes: 1024, types: [URL_ENCODED] })).toEqual({ ok: false, reason: "unsupported-type" });
    expect(seen.pulled).toBeLessThan(256 * 1024);
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { stream, seen } = endlessMultipart(2 * 1024 * 1024);
    const request = post(stream, { ...multipart, "Content-Length": String(2 * 1024 * 1024) });
    expect(await readForm(request, { maxBytes: 1024 * 1024, types: FORM_TYPES })).toEqual({ ok: false, reason: "too-large" });
    expect(seen.pulled).toBeLessThan(256 * 1024);
  });

  it("stops a body without Content-Length at the limit, whatever it would have sent", async () => {
    const { stream, seen } = endlessMultipart(64 * 1024 * 1024);
    expect(await readForm(post(stream, multipart), { maxBytes: 256 * 1024, types: FORM_TYPES })).toEqual({ ok: false, reason: "too-large" });
    // The rest is left for the Express side to throw away (drainUnreadBody), never read here.
    expect(seen.pulled).toBeLessThan(1024 * 1024);
  });

  it("answers 'unreadable' for a body that is not the form it claims to be", async () => {
    expect(await readForm(post("not multipart at all", multipart), { maxBytes: 1024, types: FORM_TYPES })).toEqual({ ok: false, reason: "unreadable" });
    expect(await readForm(new Request(url, { method: "POST", headers: { "Content-Type": URL_ENCODED } }), { maxBytes: 1024, types: [URL_ENCODED] })).toEqual({
      ok: false,
      reason: "unreadable",
    });
  });
});

describe("reading bytes within a limit", () => {
  const json = { maxBytes: 10, types: ["application/json"] };

  it("returns the bytes of a body within the limit", async () => {
    const read = await readBody(post('{"a":1}', { "Content-Type": "application/json; charset=utf-8" }), json);
    expect(read.ok && new TextDecoder().decode(read.bytes)).toBe('{"a":1}');
  });

  it("refuses a body longer than the limit, with or without Content-Length", async () => {
    expect(await readBody(post('{"a":"0123456789"}', { "Content-Type": "application/json" }), json)).toEqual({ ok: false, reason: "too-large" });
    const { stream, seen } = endlessMultipart(64 * 1024 * 1024);
    expect(await readBody(post(stream, { "Content-Type": "application/json" }), json)).toEqual({ ok: false, reason: "too-large" });
    expect(seen.pulled).toBeLessThan(1024 * 1024);
  });

  it("accepts types by a rule", async () => {
    const rule = { maxBytes: 10, types: (type: string) => type.endsWith("+json") };
    expect((await readBody(post("{}", { "Content-Type": "application/ld+json" }), rule)).ok).toBe(true);
    expect(await readBody(post("{}", { "Content-Type": "text/plain" }), rule)).toEqual({ ok: false, reason: "unsupported-type" });
  });
});
