import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, lineByLine } from "./logger.server.ts";

describe("logger", () => {
  it("writes JSON lines and never the password, the body or the cookie", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = createLogger(sink, "info");
    log.info(
      {
        password: "hunter2-secret",
        owner: { email: "owner@example.com", password: "hunter2-secret" },
        mail: { to: "owner@example.com", html: "<p>private-html</p>", body: "private-text" },
        req: { headers: { cookie: "session=s3cr3t", authorization: "Basic s3cr3t" } },
      },
      "sign-in",
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
    expect(line.msg).toBe("sign-in");
    const text = lines[0] ?? "";
    for (const secret of ["hunter2-secret", "private-html", "private-text", "s3cr3t"]) expect(text).not.toContain(secret);
    expect(text).toContain("owner@example.com");
  });

  it("has written each line, in order, by the time the call returns (nothing queued to lose at exit)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "log-"));
    const file = path.join(dir, "out.log");
    const fd = fs.openSync(file, "w");
    try {
      const log = createLogger(lineByLine(fd), "info");
      log.info("shutting down");
      for (const hook of ["html cache", "outbox worker", "database"]) log.info({ hook }, "stopped");
      log.info("shut down");
      const written = fs
        .readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map((l) => (JSON.parse(l) as { msg: string }).msg);
      expect(written).toEqual(["shutting down", "stopped", "stopped", "stopped", "shut down"]);
    } finally {
      fs.closeSync(fd);
      fs.rmSync(dir, { recursive: true });
    }
  });
});
