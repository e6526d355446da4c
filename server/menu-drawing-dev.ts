// Development (and the unit tests): the menu's drawing process loads its entry through Vite, as
// server/dev.ts loads the app; the built server forks build/server/menu-drawing.js instead
// (app/features/menu/menu-drawing-process.server.ts).
import path from "node:path";
import { createServer } from "vite";

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
await vite.ssrLoadModule("/app/features/menu/menu-drawing-child.server.ts");
