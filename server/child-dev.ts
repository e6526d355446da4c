// Development (and the unit tests): a short-lived child process (app/lib/child-job.server.ts) loads
// its entry module, given as its argument, through Vite, as server/dev.ts loads the app; the built
// server forks the bundled entry instead (build/server/menu-drawing.js, photo-encoding.js).
import path from "node:path";
import { createServer } from "vite";

const entryModule = process.argv[2];
if (!entryModule?.startsWith("/app/")) throw new Error(`child-dev: expected the entry module, e.g. /app/features/menu/drawing/menu-drawing-child.server.ts, got ${entryModule}`);
const root = path.resolve(import.meta.dirname, "..");
const vite = await createServer({
  root,
  configFile: false,
  appType: "custom",
  logLevel: "error",
  server: { middlewareMode: true, hmr: false, watch: null, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
// The entry exits the process once it has answered.
await vite.ssrLoadModule(entryModule);
