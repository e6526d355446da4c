import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import tls from "node:tls";

// Debian's Caddy or nginx in front of a running site on loopback, configured with the files
// shipped in deploy/ (docs/operations.md §2): the proxy rules are imported/included as they are,
// only the listening port and the certificate differ from production. The certificate is a
// throwaway self-signed one made with `openssl` for `localhost` and 127.0.0.1; a client trusts it
// by passing `ca` (Node) or its key's hash (Chromium's --ignore-certificate-errors-spki-list).

export type ProxyKind = "caddy" | "nginx";

export type RunningProxy = {
  kind: ProxyKind;
  origin: string;
  /** The certificate, for Node's `ca` option. */
  ca: Buffer;
  /** Its public key's SHA-256 (base64), for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
  /**
   * Every line the proxy logged so far: what it printed, its error log and (nginx) the access
   * log that deploy/nginx/terraza-proxy.conf writes, here in the proxy's folder.
   */
  logs(): string;
  stop(): Promise<void>;
};

const root = path.resolve(import.meta.dirname, "../..");
const binaries: Record<ProxyKind, { command: string; versionArgs: string[]; install: string }> = {
  caddy: { command: "caddy", versionArgs: ["version"], install: "apt-get install caddy" },
  nginx: { command: "nginx", versionArgs: ["-v"], install: "apt-get install nginx" },
};

/** The proxy's program (nginx is in /usr/sbin, which a user's PATH may lack); throws, saying how to install it, when missing. */
export function requireProxy(kind: ProxyKind): string {
  const { command, versionArgs, install } = binaries[kind];
  for (const candidate of [command, `/usr/sbin/${command}`, `/usr/bin/${command}`]) {
    const found = spawnSync(candidate, versionArgs, { stdio: "ignore" });
    if (!found.error && found.status === 0) return candidate;
  }
  throw new Error(`${command} is not installed: ${install} (Debian package; .ci/run installs it). The proxy tests cannot run without it.`);
}

/** A throwaway self-signed certificate for `localhost` and 127.0.0.1, written into `dir`. */
export function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  // prettier-ignore
  const made = spawnSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
    "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", key, "-out", cert,
  ], { stdio: ["ignore", "ignore", "pipe"] });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
  return { cert, key };
}

function caddyConfig(port: number, httpPort: number, cert: string, key: string): string {
  return `{
	admin off
	http_port ${httpPort}
	https_port ${port}
	auto_https disable_redirects
	servers {
		protocols h1 h2
	}
}

https://localhost:${port} {
	tls ${cert} ${key}
	import ${path.join(root, "deploy/caddy/site.caddy")}
}
`;
}

/** Where deploy/nginx/terraza-proxy.conf writes its access log in production. */
const NGINX_ACCESS_LOG = "/var/log/nginx/access.log";

/** deploy/nginx/terraza-proxy.conf as shipped, but for its access log's file, written into `dir`. */
function nginxProxyRules(dir: string): string {
  const rules = fs.readFileSync(path.join(root, "deploy/nginx/terraza-proxy.conf"), "utf8");
  if (!rules.includes(NGINX_ACCESS_LOG)) throw new Error(`deploy/nginx/terraza-proxy.conf no longer logs to ${NGINX_ACCESS_LOG}: update ${path.relative(root, import.meta.filename)}`);
  const file = path.join(dir, "terraza-proxy.conf");
  fs.writeFileSync(file, rules.replaceAll(NGINX_ACCESS_LOG, path.join(dir, "access.log")));
  return file;
}

function nginxConfig(dir: string, port: number, upstream: string, cert: string, key: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${path.join(root, "deploy/nginx/terraza-http.conf")};
    # As deploy/nginx/terraza.conf defines it, pointed at the test's site.
    upstream terraza_site {
        server ${upstream};
        keepalive 16;
    }
    server {
        listen 127.0.0.1:${port} ssl http2;
        server_name localhost;
        ssl_certificate ${cert};
        ssl_certificate_key ${key};
        include ${nginxProxyRules(dir)};
    }
}
`;
}

/** Resolves once a TLS handshake on the port succeeds (the proxy is listening), or rejects when it exits. */
async function listening(port: number, ca: Buffer, exited: Promise<string>): Promise<void> {
  let ended: string | undefined;
  void exited.then((output) => (ended = output));
  for (;;) {
    if (ended !== undefined) throw new Error(`the proxy exited before listening:\n${ended}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = tls.connect({ host: "127.0.0.1", port, servername: "localhost", ca }, () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A loopback port nothing listens on now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `kind` on 127.0.0.1:`port` (HTTPS; default: a free port) forwarding to `upstream`
 * (host:port). `dir` is an empty folder for its files.
 */
export async function startProxy(kind: ProxyKind, upstream: string, dir: string, port?: number): Promise<RunningProxy> {
  port ??= await freePort();
  const program = requireProxy(kind);
  if (!net.isIP(upstream.split(":")[0] ?? "")) throw new Error(`upstream must be an address:port, not ${upstream}`);
  const { cert, key } = makeCertificate(dir);
  const ca = fs.readFileSync(cert);
  let child;
  if (kind === "caddy") {
    const config = path.join(dir, "Caddyfile");
    fs.writeFileSync(config, caddyConfig(port, await freePort(), cert, key));
    child = spawn(program, ["run", "--config", config, "--adapter", "caddyfile"], {
      // Caddy keeps its state under XDG_DATA_HOME / XDG_CONFIG_HOME (HOME otherwise).
      env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, SITE_UPSTREAM: upstream },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } else {
    // nginx's workers (user nobody when started by root) create their temporary files here.
    fs.chmodSync(dir, 0o755);
    const config = path.join(dir, "nginx.conf");
    fs.writeFileSync(config, nginxConfig(dir, port, upstream, cert, key));
    child = spawn(program, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", config, "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
  }
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const logs = () =>
    [output, ...["error.log", "access.log"].map((file) => path.join(dir, file)).filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file, "utf8"))].join("\n");
  const exited = new Promise<string>((resolve) => child.once("close", () => resolve(logs())));
  await listening(port, ca, exited);
  const listeningPort = port;
  return {
    kind,
    origin: `https://localhost:${listeningPort}`,
    ca,
    spki: crypto.createHash("sha256").update(new crypto.X509Certificate(ca).publicKey.export({ type: "spki", format: "der" })).digest("base64"),
    logs,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
