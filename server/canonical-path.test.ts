import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path.ts";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(canonicalPath());
  app.use((req, res) => void res.send(`page ${req.originalUrl}`));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** GET with the path exactly as written (fetch and URL would rewrite backslashes). */
function get(path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on("error", reject);
  });
}

describe("paths with empty segments or backslashes", () => {
  it("are redirected to single slashes, never to another host", async () => {
    expect(await get("/es//evil.example/x")).toEqual({ status: 308, location: "/es/evil.example/x" });
    expect(await get("//evil.example/x?a=1")).toEqual({ status: 308, location: "/evil.example/x?a=1" });
    expect(await get("/\\evil.example/x")).toEqual({ status: 308, location: "/evil.example/x" });
    expect(await get("/es/\\/\\evil.example")).toEqual({ status: 308, location: "/es/evil.example" });
  });

  it("leave every other path alone, query included", async () => {
    expect((await get("/es/menu?next=//x")).status).toBe(200);
    expect((await get("/")).status).toBe(200);
  });
});
