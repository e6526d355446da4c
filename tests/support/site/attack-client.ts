import fs from "node:fs";
import http from "node:http";

// What the attack tests send and measure, over plain node:http so that every header and
// byte is exactly the attacker's (fetch would add or normalise some).

/** The resident memory of a process, in bytes (Linux: VmRSS in /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) * 1024;
}

export type StreamedAnswer = {
  /** The HTTP status, or "closed" when the connection ended before an answer. */
  status: number | "closed";
  /** How many body bytes were written before the answer came (or the connection closed). */
  sent: number;
};

/**
 * POSTs a body of `totalBytes` generated on the fly in 64 KiB chunks (never held whole),
 * declared with Content-Length or sent chunked; stops sending as soon as the answer's
 * status line arrives.
 */
export function postStreamed(
  url: string,
  options: { totalBytes: number; declareLength: boolean; headers?: Record<string, string> },
): Promise<StreamedAnswer> {
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (status: number | "closed") => {
      if (done) return;
      done = true;
      resolve({ status, sent });
      request.destroy();
    };
    const request = http.request(url, {
      method: "POST",
      agent: false,
      headers: {
        ...(options.declareLength ? { "Content-Length": String(options.totalBytes) } : { "Transfer-Encoding": "chunked" }),
        // As browsers and proxies speaking HTTP/1.1 do. Without it (node:http without an agent
        // says `Connection: close`), Node closes the socket as soon as the answer is written,
        // and a client still sending then fails to write (EPIPE) before it reads the answer.
        Connection: "keep-alive",
        ...options.headers,
      },
    });
    request.on("response", (response) => {
      response.resume();
      finish(response.statusCode ?? 0);
    });
    request.on("error", () => finish("closed"));
    request.on("close", () => finish("closed"));
    const pump = () => {
      while (!done && sent < options.totalBytes) {
        const part = options.totalBytes - sent >= chunk.byteLength ? chunk : chunk.subarray(0, options.totalBytes - sent);
        sent += part.byteLength;
        if (!request.write(part)) return void request.once("drain", pump);
      }
      if (!done) request.end();
    };
    pump();
  });
}
