import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";
import { postStreamed, rssBytes } from "#tests/support/site/attack-client.ts";

// Attack: memory exhaustion before sign-in. Huge bodies POSTed to the owners' sign-in page,
// which anybody can reach. The server must answer 413 after reading at most a few KiB
// (app/request-body.server.ts), keep its memory, never answer 500, and keep serving.

const MB = 1024 * 1024;
/**
 * How much the server's resident memory may grow over the whole attack. Reading a 400 MB body
 * took it up by 4 GB; what stays is the collector's ordinary swing on a 600 MB process (20–30 MB
 * seen between runs of the same build) and the few MiB of each body read after the answer
 * (UNREAD_BODY_DRAIN_MAX_BYTES).
 */
const RSS_GROWTH_MAX = 48 * MB;

let server: BuiltSite;
let baseline = 0;
let peak = 0;
let sampler: NodeJS.Timeout | undefined;

beforeAll(async () => {
  server = await startBuiltSite();
  // Warm up what the attack's answers need (the page, its refusal, the heap's young
  // generation), so that first use is not counted as growth. The baseline is the highest
  // memory seen while small refused bodies are answered: a single reading could fall in a
  // trough of the garbage collector's cycle and count its ordinary swing (about 20 MB on a
  // 600 MB process) as growth.
  let warmPeak = 0;
  const warmSampler = setInterval(() => (warmPeak = Math.max(warmPeak, rssBytes(server.process.pid!))), 20);
  for (let i = 0; i < 40; i++) {
    await (await fetch(`${server.url}/admin/sign-in`)).text();
    await signIn(true, 64 * 1024);
  }
  clearInterval(warmSampler);
  baseline = Math.max(warmPeak, rssBytes(server.process.pid!));
  sampler = setInterval(() => (peak = Math.max(peak, rssBytes(server.process.pid!))), 20);
});
afterAll(async () => {
  clearInterval(sampler);
  await server?.stop();
});

const signIn = (declareLength: boolean, totalBytes: number) =>
  postStreamed(`${server.url}/admin/sign-in`, {
    totalBytes,
    declareLength,
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("huge bodies to /admin/sign-in", () => {
  it.each([
    ["2 MB with Content-Length", true, 2 * MB],
    ["2 MB chunked", false, 2 * MB],
    ["400 MB with Content-Length", true, 400 * MB],
    ["400 MB chunked", false, 400 * MB],
  ])("%s: 413", async (_name, declareLength, totalBytes) => {
    const answer = await signIn(declareLength, totalBytes);
    expect(answer.status).toBe(413);
    // The answer came while the client was still sending (2 MB fit in the socket's buffers anyway).
    if (totalBytes > 100 * MB) expect(answer.sent).toBeLessThan(totalBytes);
  });

  it("left the server's memory where it was, with no 500 and no error logged, still serving", async () => {
    peak = Math.max(peak, rssBytes(server.process.pid!));
    expect(peak - baseline, `RSS ${Math.round(baseline / MB)} MB before, peak ${Math.round(peak / MB)} MB`).toBeLessThanOrEqual(RSS_GROWTH_MAX);
    expect(server.logs.filter((l) => Number(l.status) >= 500 || Number(l.level) >= 50)).toEqual([]);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    // A genuine sign-in form is still read (and refused only for its wrong password).
    const wrong = await fetch(`${server.url}/admin/sign-in`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nobody@example.com", password: "not the password" }),
    });
    expect(wrong.status).toBe(401);
  });

  it("refuses a sign-in form that is not url-encoded with 415", async () => {
    const form = new FormData();
    form.set("email", "nobody@example.com");
    form.set("password", "not the password");
    const multipart = await fetch(`${server.url}/admin/sign-in`, { method: "POST", headers: { Origin: server.url }, body: form });
    expect(multipart.status).toBe(415);
    expect(await multipart.text()).toContain("This form could not be read.");
  });
});
