import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

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
});
