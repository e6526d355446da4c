// Development entry: Vite in middleware mode, the app loaded through Vite's SSR loader.
import type * as ServerApp from "./app.ts";
import path from "node:path";
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true } });
type ServerBuild = typeof ServerApp;
const { startServer } = (await vite.ssrLoadModule("./server/app.ts")) as ServerBuild;

await startServer({
  menuDrawingEntry: path.resolve(import.meta.dirname, "menu-drawing-dev.ts"),
  before(outer) {
    outer.use(vite.middlewares);
  },
});
