import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The server build's entry is our Express app (server/app.ts), so one bundle holds
// the request handler, the database and the outbox worker: one module graph, one
// database connection (React Router's node-custom-server template, v8 form).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      // Bundled, so it shares the app's react-router instance in development too: the load
      // context's RouterContextProvider must be the class it checks (remix-run/react-router#15146).
      resolve: { noExternal: ["@react-router/express"] },
    },
  },
  plugins: [reactRouter()],
});
