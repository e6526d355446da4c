import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedBody, pageEncoding } from "./compression.ts";
import { sharedBody } from "./kept-body.ts";

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" nonce="${nonce}"/></head><body><script nonce="${nonce}">go()</script></body></html>`;

describe("kept encodings", () => {
  it("chooses as the compression middleware does: the highest q-value, brotli first among equals", () => {
    expect(pageEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pageEncoding("gzip, deflate")).toBe("gzip");
    expect(pageEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(pageEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(pageEncoding("*")).toBe("br");
    expect(pageEncoding("identity")).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });

  it("compresses a page once per encoding, to bytes that decompress to the page", async () => {
    const body = sharedBody(page("abc=="), "abc==")!;
    const br = compressedBody(body, "br");
    expect(compressedBody(body, "br")).toBe(br);
    expect(zlib.brotliDecompressSync(await br).toString("utf8")).toBe(body.html);
    expect(zlib.gunzipSync(await compressedBody(body, "gzip")).toString("utf8")).toBe(body.html);
  });
});
