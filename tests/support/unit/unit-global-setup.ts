import { execFileSync } from "node:child_process";
import path from "node:path";

// Once before the unit tests: the placeholder photos' prepared variants (build/media-seed, the
// build's own step scripts/build-images.ts, cached in node_modules/.cache/media-seed). Without
// them every fresh seeded DATA_DIR (tests/support/unit/fresh-data-dir.ts) drew and encoded the 41
// placeholders inside its test's time limit: tens of seconds a test on a busy machine, where
// one timed out. A first start copies them as a deployed site does (app/features/media/media-seed.server.ts).
export default function prepareMediaSeed(): void {
  const root = path.resolve(import.meta.dirname, "../../..");
  execFileSync(process.execPath, [path.join(root, "scripts/build-images.ts")], { cwd: root, stdio: "inherit" });
}
