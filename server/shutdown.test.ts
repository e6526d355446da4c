import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { Shutdown } from "./shutdown.ts";

const silent = pino({ level: "silent" });
const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections();
});

/**
 * A server whose /slow request waits until the test releases it; `answered` runs once that
 * answer is handed to the system, on the server's side (the client reading it can come after the
 * server closed on a busy machine, so the order of events is taken where the shutdown sees it).
 */
async function serverWithSlowRequest(answered: () => void = () => undefined) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const slowEntered = new Promise<void>((r) => (entered = r));
  const server = http.createServer((req, res) => {
    if (req.url === "/slow") {
      entered();
      void released.then(() => res.end("done", answered));
    } else {
      res.end("fast");
    }
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { server, port, release, slowEntered };
}

function get(port: number, path: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("graceful shutdown", () => {
  it("stops accepting, finishes the request in flight, then runs the hooks last-registered first", async () => {
    const events: string[] = [];
    const { server, port, release, slowEntered } = await serverWithSlowRequest(() => void events.push("slow answered"));
    const shutdown = new Shutdown();
    shutdown.onShutdown(() => void events.push("database closed"), "database");
    shutdown.onShutdown(async () => {
      await Promise.resolve();
      events.push("worker stopped");
    }, "worker");
    const unregistered = shutdown.onShutdown(() => void events.push("never"), "removed");
    unregistered();

    const inFlight = get(port, "/slow");
    await slowEntered;

    const exitCodes: number[] = [];
    const done = shutdown.run(server, "SIGTERM", { exit: (c) => exitCodes.push(c), log: silent });
    expect(shutdown.stopping).toBe(true);

    await expect(get(port, "/fast", new http.Agent({ keepAlive: false }))).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
    expect(events).toEqual([]);

    release();
    expect(await inFlight).toEqual({ status: 200, body: "done" });
    expect(await done).toBe(0);
    expect(events).toEqual(["slow answered", "worker stopped", "database closed"]);
    expect(exitCodes).toEqual([0]);
    // A second signal does not run the hooks again.
    expect(await shutdown.run(server, "SIGINT", { exit: (c) => exitCodes.push(c), log: silent })).toBe(0);
    expect(exitCodes).toEqual([0]);
  });

  it("closes idle keep-alive connections instead of waiting for them", async () => {
    const { server, port } = await serverWithSlowRequest();
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, "/fast", agent)).body).toBe("fast");
    const shutdown = new Shutdown();
    const exitCodes: number[] = [];
    expect(await shutdown.run(server, "SIGTERM", { exit: (c) => exitCodes.push(c), log: silent })).toBe(0);
    expect(exitCodes).toEqual([0]);
    agent.destroy();
  });

  it("runs every hook even when one fails, and exits with 1", async () => {
    const { server } = await serverWithSlowRequest();
    const shutdown = new Shutdown();
    const ran: string[] = [];
    shutdown.onShutdown(() => void ran.push("first"), "first");
    shutdown.onShutdown(() => {
      throw new Error("boom");
    }, "broken");
    const exitCodes: number[] = [];
    expect(await shutdown.run(server, "SIGTERM", { exit: (c) => exitCodes.push(c), log: silent })).toBe(1);
    expect(ran).toEqual(["first"]);
    expect(exitCodes).toEqual([1]);
  });

  it("cuts a request that never finishes once the time is up, and exits with 1", async () => {
    const { server, port, slowEntered } = await serverWithSlowRequest();
    const stuck = get(port, "/slow").catch((e: NodeJS.ErrnoException) => e.code);
    await slowEntered;
    const shutdown = new Shutdown();
    const exitCodes: number[] = [];
    expect(await shutdown.run(server, "SIGTERM", { timeoutMs: 50, exit: (c) => exitCodes.push(c), log: silent })).toBe(
      1,
    );
    expect(exitCodes).toEqual([1]);
    expect(await stuck).toBe("ECONNRESET");
  });
});
