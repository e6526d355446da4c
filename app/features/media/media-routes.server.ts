// Serves the media store (docs/decisions/0012-media-slots.md): versioned photo and PDF
// files under /media with a year's immutable caching, and the PDFs' stable /files
// addresses, revalidated on every use so a replaced file shows at once.
import path from "node:path";
import express from "express";
import { config } from "../../config.server";
import { MEDIA_URL_PREFIX, parseMediaPath } from "../../lib/media";
import { fileAddresses, fileSlotAt } from "./file-addresses";
import { findSlot } from "./media-slots";
import { slotDir } from "./media-paths.server";
import { currentPdf } from "./media-store.server";

export function mediaRoutes(): express.Router {
  const router = express.Router();

  router.get(`${MEDIA_URL_PREFIX}/*file`, (req, res) => {
    const parsed = parseMediaPath(req.path.slice(MEDIA_URL_PREFIX.length));
    // Only slots that exist: a folder left by a slot since removed is not published.
    if (!parsed || !findSlot(parsed.slot)) {
      res.sendStatus(404);
      return;
    }
    res.sendFile(
      parsed.file,
      {
        root: slotDir(config().DATA_DIR, parsed.slot),
        maxAge: "1y",
        immutable: true,
        dotfiles: "deny",
        headers: { "X-Content-Type-Options": "nosniff" },
      },
      (error) => {
        if (error && !res.headersSent) res.sendStatus(404);
      },
    );
  });

  router.get(Object.values(fileAddresses), async (req, res) => {
    const slot = fileSlotAt(req.path);
    const current = slot ? await currentPdf(slot) : null;
    if (!current) {
      res.sendStatus(404);
      return;
    }
    res.sendFile(
      path.basename(current.file),
      {
        root: path.dirname(current.file),
        cacheControl: false,
        headers: {
          "Cache-Control": "no-cache",
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${path.basename(req.path)}"`,
          "X-Content-Type-Options": "nosniff",
        },
      },
      (error) => {
        if (error && !res.headersSent) res.sendStatus(404);
      },
    );
  });

  return router;
}
