// An owner's upload whose encoding fails (its child process crashed, or was killed for memory):
// the owner is told in their words, nothing of the slot changes, and the server does not answer
// 500 (docs/operations.md §14).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { mediaVersions } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { findSlot } from "#app/features/media/rules/media-slots.ts";
import { encodePhotosInAChildProcess, encodePhotosInThisProcess } from "#app/features/media/photo-encoding.server.ts";
import { uploadToSlot } from "./media-library.server.ts";
import { uploadMessage } from "./upload-messages.ts";
import { adminText } from "../shell/dictionary.ts";

const data = freshDataDirs({ seed: false });
const root = path.resolve(import.meta.dirname, "../../../..");

afterEach(() => encodePhotosInThisProcess());

describe("an upload whose encoding fails", () => {
  it("answers 'not processed' and changes nothing", async () => {
    encodePhotosInAChildProcess({ entry: path.join(root, "tests/support/children/failing-child.ts"), execArgv: [] });
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#884422" } }).jpeg().toBuffer();
    const slot = findSlot("team-1")!;

    const result = await uploadToSlot(slot, new File([new Uint8Array(photo)], "team.jpg"), "owner@example.com");
    expect(result).toEqual({ ok: false, error: "not-processed" });
    expect(await (await db()).select().from(mediaVersions).where(eq(mediaVersions.slot, slot.id))).toEqual([]);
    expect(fs.existsSync(path.join(data.dir, "media", slot.id)) ? fs.readdirSync(path.join(data.dir, "media", slot.id)) : []).toEqual([]);
    expect(uploadMessage("not-processed", "photo", "es", adminText.es)).toBe(
      "No se ha podido procesar la foto y no se ha cambiado nada. Vuelve a intentarlo en un momento, o con una foto más pequeña.",
    );

    // The same photo, encoded again (here, in this process), is kept.
    encodePhotosInThisProcess();
    expect(await uploadToSlot(slot, new File([new Uint8Array(photo)], "team.jpg"), "owner@example.com")).toEqual({ ok: true, version: 1 });
  });
});
