// Development entry: Vite in middleware mode, the app loaded through Vite's SSR loader.
import type * as ServerApp from "./app.ts";
import path from "node:path";
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true } });
const childDev = path.resolve(import.meta.dirname, "child-dev.ts");
type ServerBuild = typeof ServerApp;
const { startServer } = (await vite.ssrLoadModule("./server/app.ts")) as ServerBuild;

await startServer({
  // Each child loads its entry module through Vite, as this process loads the app.
  children: {
    menuDrawing: { entry: childDev, args: ["/app/features/menu/drawing/menu-drawing-child.server.ts"] },
    photoEncoding: { entry: childDev, args: ["/app/features/media/photo-encoding-child.server.ts"] },
  },
  before(outer) {
    outer.use(vite.middlewares);
  },
});
