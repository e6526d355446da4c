// Production entry: serves the built site. Run by Node 24 directly (type stripping).
import type * as ServerApp from "./app.ts";
import path from "node:path";
import express from "express";
import { logFatalErrors } from "./fatal-log.ts";
import { ownerOnlyFromNowOn } from "../app/private-files.server.ts";
import { precompressedAssets } from "./precompressed-assets.ts";

// Before anything can fail or create a file: crashes become fatal JSON log lines, and every
// file and folder the process makes (DATA_DIR, the database and its WAL, mails, media,
// keys, backups) is readable by its owner only (app/private-files.server.ts).
logFatalErrors();
ownerOnlyFromNowOn();

type ServerBuild = typeof ServerApp;

const buildEntry = path.resolve("build/server/index.js");
const { startServer } = (await import(buildEntry)) as ServerBuild;

await startServer({
  children: {
    menuDrawing: { entry: path.resolve("build/server/menu-drawing.js") },
    photoEncoding: { entry: path.resolve("build/server/photo-encoding.js") },
  },
  before(outer) {
    // Hashed assets never change: a year, immutable. Other public files: revalidate hourly.
    outer.use("/assets", precompressedAssets("build/client/assets"));
    outer.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
    outer.use(
      express.static("build/client", {
        maxAge: "1h",
        index: false,
        // The service worker is checked for a new deployment on every visit (docs/product.md §15.5).
        setHeaders: (res, file) => path.basename(file) === "sw.js" && res.setHeader("Cache-Control", "no-cache"),
      }),
    );
  },
});
