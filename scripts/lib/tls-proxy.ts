// node scripts/lib/tls-proxy.ts <upstream origin> <dir> [--http1]
//
// The bench's stand-in for the production proxy in front of the server
// (docs/operations.md §2): HTTPS on a random loopback port, HTTP/2 as such proxies speak it
// (--http1: HTTP/1.1), forwarding to the site's plain HTTP server with
// X-Forwarded-Proto: https. A throwaway self-signed certificate is made in <dir> with
// `openssl`; Chromium trusts it by its public key's hash (--ignore-certificate-errors-spki-list).
// Prints one JSON line, { origin, spki }, once it listens; stops on SIGTERM.
import crypto from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import path from "node:path";

const [target, dir] = process.argv.slice(2);
if (!target || !dir) {
  console.error("usage: node scripts/lib/tls-proxy.ts <upstream origin> <dir> [--http1]");
  process.exit(2);
}
const http1 = process.argv.includes("--http1");

const key = path.join(dir, "bench-key.pem");
const cert = path.join(dir, "bench-cert.pem");
// prettier-ignore
const made = spawnSync("openssl", [
  "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
  "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert,
], { stdio: ["ignore", "ignore", "pipe"] });
if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
const der = new crypto.X509Certificate(fs.readFileSync(cert)).publicKey.export({ type: "spki", format: "der" });
const spki = crypto.createHash("sha256").update(der).digest("base64");

// Connection-specific headers are HTTP/1.1's alone (RFC 9113 §8.2.2).
const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);
const upstream = new URL(target);
const agent = new http.Agent({ keepAlive: true });

function forward(req: http.IncomingMessage | http2.Http2ServerRequest, res: http.ServerResponse | http2.Http2ServerResponse) {
  // HTTP/2's pseudo-headers (":authority", …) are not headers for the upstream.
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(":")));
  const out = res as http.ServerResponse;
  const request = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      agent,
      headers: { ...headers, host: upstream.host, "x-forwarded-proto": "https", "x-forwarded-for": "127.0.0.1" },
    },
    (answer) => {
      const kept = Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name));
      out.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept));
      answer.pipe(out);
    },
  );
  request.on("error", () => {
    if (!out.headersSent) out.writeHead(502);
    out.end();
  });
  req.pipe(request);
}

const credentials = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
const proxy = http1 ? https.createServer(credentials, forward) : http2.createSecureServer({ ...credentials, allowHTTP1: true }, forward);
proxy.listen(0, "127.0.0.1", () => {
  const { port } = proxy.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ origin: `https://127.0.0.1:${port}`, spki })}\n`);
});
process.once("SIGTERM", () => {
  proxy.close();
  agent.destroy();
  process.exit(0);
});
