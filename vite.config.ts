import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

// docs/product.md §15.3: React, React Router and the code every public page shares travel in one
// file: one request instead of a dozen, and brotli compresses one large file better than
// many small ones (docs/decisions/0006-client-chunks.md). Everything else (the owners'
// area, the contact form, the carousel's engine) stays in chunks loaded when needed.
// The client entry is in that file too, which makes it the entry's own chunk: the
// bundler's runtime then has a single user and goes in with it instead of a file of its
// own (two requests fewer on every page, 0011).
const clientEntry = /[\\/]entry\.client\.tsx$/;
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
// By folder, not by file (docs/decisions/0017-layout.md): the root, the shell every public page
// carries and the shared pieces. The kernel (app/lib) follows whoever imports it: what the
// shell uses joins this file, what only the contact form uses stays in the form's chunk. A
// module in these folders that pages load later, when needed (the carousel's engine), says
// so in its name: `*.lazy.ts`.
const publicShell = /[\\/]app[\\/](root\.tsx$|(shell|ui)[\\/])/;
const lazyModule = /\.lazy\.tsx?$/;

/** React Router names every server entry after its one (index.js, index2.js…): each its own name. */
function serverEntryNames(): Plugin {
  return {
    name: "server-entry-names",
    enforce: "post",
    configEnvironment(name, options) {
      const output = options.build?.rollupOptions?.output;
      if (name !== "ssr" || !output || Array.isArray(output)) return;
      output.entryFileNames = (chunk) => `${chunk.name}.js`;
    },
  };
}

// The server build's entry is our Express app (server/app.ts), so one bundle holds
// the request handler, the database and the outbox worker: one module graph, one
// database connection (React Router's node-custom-server template, v8 form).
export default defineConfig({
  // Kept (React Router deletes it otherwise): scripts/build-service-worker.ts reads which
  // files the public pages need, for the offline copy (docs/product.md §15.5).
  build: { manifest: true },
  environments: {
    client: {
      build: {
        // A page's lazy module lists the files to fetch with it; the entry is already there on
        // every page: naming it cost each page's script bytes (decision 0011).
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !/^assets\/entry\.client-/.test(dep)) },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "site", test: (id) => !lazyModule.test(id) && (clientEntry.test(id) || framework.test(id) || publicShell.test(id)) }],
            },
          },
        },
      },
    },
    ssr: {
      // Two more entries: the short-lived processes that draw the menu's files and encode an owner's
      // photo (app/lib/child-job.server.ts, docs/operations.md §14), build/server/menu-drawing.js
      // and build/server/photo-encoding.js.
      build: {
        rollupOptions: {
          input: {
            index: "./server/app.ts",
            "menu-drawing": "./app/features/menu/drawing/menu-drawing-child.server.ts",
            "photo-encoding": "./app/features/media/photo-encoding-child.server.ts",
          },
        },
      },
      // Bundled, so it shares the app's react-router instance in development too: the load
      // context's RouterContextProvider must be the class it checks (remix-run/react-router#15146).
      // date-fns, react-day-picker and drizzle-orm are bundled too: loaded from node_modules, each
      // brings every module its index re-exports (date-fns alone ~330 MB of resident memory at
      // start); bundled, only what the app uses is there (docs/operations.md §14, npm run bench:memory).
      resolve: { noExternal: ["@react-router/express", "date-fns", "@date-fns/tz", "react-day-picker", "drizzle-orm"] },
    },
  },
  plugins: [reactRouter(), serverEntryNames()],
});
