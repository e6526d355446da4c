// Serves the media store (docs/decisions/0012-media-slots.md): versioned photo and PDF
// files under /media with a year's immutable caching, and the PDFs' stable /files
// addresses, revalidated on every use so a replaced file shows at once.
import path from "node:path";
import express from "express";
import { config } from "#app/config.server.ts";
import { MEDIA_URL_PREFIX, parseMediaPath, versionOfMediaFile } from "#app/lib/media.ts";
import { fileAddresses, fileSlotAt } from "./rules/file-addresses.ts";
import { findSlot } from "./rules/media-slots.ts";
import { slotDir } from "./media-paths.server.ts";
import { drawingAt } from "./drawings/drawing-address.server.ts";
import { currentPdf, publicVersions } from "./media-store.server.ts";

/**
 * An uploaded PDF is downloaded, never shown as a page of the site's origin (its policy
 * also gets "sandbox": server/security-headers.ts).
 */
const pdfHeaders = { "Content-Disposition": "attachment" };

/** Who may fetch this file: everyone (current version, or the replaced one in its grace period), only an owner, or nobody. */
async function audienceOf(req: express.Request, slot: string, file: string, isOwner: IsOwner): Promise<"public" | "owner" | "nobody"> {
  if ((await publicVersions(slot)).includes(versionOfMediaFile(file))) return "public";
  if (!req.headers.cookie) return "nobody";
  const asked = new Request(new URL(req.originalUrl, "http://localhost"), { headers: { cookie: req.headers.cookie } });
  return (await isOwner(asked)) ? "owner" : "nobody";
}

/**
 * Whether a signed-in owner sends the request: the owners' identity answers it
 * (app/features/identity/current-owner.server.ts), handed over by the server (server/app.ts).
 */
export type IsOwner = (request: Request) => Promise<boolean>;

export function mediaRoutes({ isOwner }: { isOwner: IsOwner }): express.Router {
  const router = express.Router();

  router.get(`${MEDIA_URL_PREFIX}/*file`, async (req, res) => {
    // The site's own drawings are made, not stored: public while anything may link to them.
    const drawing = drawingAt(req.path.slice(MEDIA_URL_PREFIX.length));
    if (drawing) {
      res
        .set({
          "Content-Type": "image/svg+xml; charset=utf-8",
          "Cache-Control": "public, max-age=31536000, immutable",
          "X-Content-Type-Options": "nosniff",
        })
        .send(drawing);
      return;
    }
    const parsed = parseMediaPath(req.path.slice(MEDIA_URL_PREFIX.length));
    // Only slots that exist: a folder left by a slot since removed is not published.
    if (!parsed || !findSlot(parsed.slot)) {
      res.sendStatus(404);
      return;
    }
    // A replaced photo or file is gone for the public (it may have been replaced for a
    // reason); its owners can still see it, and restore or delete it, in /admin/photos.
    const audience = await audienceOf(req, parsed.slot, parsed.file, isOwner).catch(() => "nobody" as const);
    if (audience === "nobody") {
      res.sendStatus(404);
      return;
    }
    const pdf = parsed.file.endsWith(".pdf");
    res.sendFile(
      parsed.file,
      {
        root: slotDir(config().DATA_DIR, parsed.slot),
        ...(audience === "public" ? { maxAge: "1y", immutable: true } : { cacheControl: false }),
        dotfiles: "deny",
        headers: {
          "X-Content-Type-Options": "nosniff",
          ...(audience === "owner" ? { "Cache-Control": "private, no-store" } : {}),
          ...(pdf ? pdfHeaders : {}),
        },
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
