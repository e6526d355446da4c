import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed-assets.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
const source = "console.log('la terraza');".repeat(100);
let server: http.Server;
let base: string;

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, "app-abc.js"), source);
  fs.writeFileSync(path.join(dir, "app-abc.js.br"), zlib.brotliCompressSync(source));
  fs.writeFileSync(path.join(dir, "app-abc.js.gz"), zlib.gzipSync(source));
  fs.writeFileSync(path.join(dir, "plain.js"), source);
  const app = express();
  app.use("/assets", precompressedAssets(dir));
  app.use("/assets", (_req, res) => res.status(299).send("next"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(file: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/${file}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("precompressed assets", () => {
  it("serve brotli when the browser takes it, whatever the order it lists encodings in", async () => {
    const res = await get("app-abc.js", "gzip, deflate, br, zstd");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(source);
  });

  it("serve gzip to a browser without brotli (Chromium over plain HTTP)", async () => {
    const res = await get("app-abc.js", "gzip, deflate");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.body).toString()).toBe(source);
  });

  it("leave everything else to the next handler", async () => {
    expect((await get("app-abc.js", "identity")).status).toBe(299);
    expect((await get("plain.js", "br")).status).toBe(299);
    expect((await get("missing.js", "br")).status).toBe(299);
  });
});
