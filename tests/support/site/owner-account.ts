import { spawn } from "node:child_process";
import path from "node:path";

// Owner accounts are made the real way, with `npm run admin:create` and the password on its
// standard input (docs/product.md §13.1), by the integration tests, the browser tests' worker
// fixture and the proof scripts alike.

const root = path.resolve(import.meta.dirname, "../../..");

export type ScriptResult = { status: number | null; stdout: string; stderr: string };

/**
 * `npm run admin:create -- <email>` against `dataDir`, with the password on standard input.
 * Asynchronous on purpose: a blocked event loop (spawnSync) misses the server closing an idle
 * keep-alive connection, and the next fetch then fails on that dead socket ("other side closed").
 */
export function createOwner(dataDir: string, email: string, password: string): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "admin:create", "--", email], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(`${password}\n`);
  });
}

/** createOwner() for callers that cannot go on without the account: resolves with what the script printed, throws when it fails. */
export async function createOwnerAccount(dataDir: string, email: string, password: string): Promise<string> {
  const created = await createOwner(dataDir, email, password);
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  return created.stdout;
}

// The attack tests that look at the owners' side (the inbox, old photo versions, /healthz
// details) sign in as an owner the way a browser does: the real admin:create script, then
// the sign-in form.

export const OWNER_EMAIL = "owner@laterraza.example";
const OWNER_PASSWORD = "una contraseña bastante larga";

/** Creates the owner account in `dataDir` and signs in; returns the Cookie header of the session. */
export async function ownerCookie(siteUrl: string, dataDir: string): Promise<string> {
  await createOwnerAccount(dataDir, OWNER_EMAIL, OWNER_PASSWORD);
  const response = await fetch(`${siteUrl}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: siteUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: OWNER_EMAIL, password: OWNER_PASSWORD, next: "/admin/requests" }),
  });
  if (response.status !== 303) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
