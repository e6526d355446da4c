import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Makes an owner account in `dataDir` the real way, with `npm run admin:create` and the
 * password on its standard input (docs/product.md §13.1). Returns what the script printed;
 * throws when it fails.
 */
export function createOwnerAccount(dataDir: string, email: string, password: string): string {
  const created = spawnSync("npm", ["run", "--silent", "admin:create", "--", email], {
    cwd: root,
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  return created.stdout;
}
