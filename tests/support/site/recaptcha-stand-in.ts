import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Google's reCAPTCHA siteverify (docs/testing.md: real HTTP, no mocks).
// It answers as Google does: success for the token "human" sent with the right secret,
// with the hostname where the check was solved ("localhost", the tests' SITE_URL, unless
// `solvedOn` maps the token to another host).

export type RecaptchaStandIn = {
  url: string;
  /** The forms the site sent, in order. */
  asked: URLSearchParams[];
  close(): Promise<void>;
  /** Listens again on the same port after close(). */
  reopen(): Promise<void>;
};

export async function startRecaptchaStandIn(secret: string, solvedOn: Record<string, string> = {}): Promise<RecaptchaStandIn> {
  const asked: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      asked.push(form);
      const token = form.get("response") ?? "";
      const success = form.get("secret") === secret && (token === "human" || token in solvedOn);
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(success ? { success, hostname: solvedOn[token] ?? "localhost", "error-codes": [] } : { success, "error-codes": ["invalid-input-response"] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    reopen: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
  };
}
