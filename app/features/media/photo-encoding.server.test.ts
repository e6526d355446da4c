// An owner's photo encoded in a short-lived child process (docs/operations.md §14), through the
// development entry (Vite), the same module the build bundles as build/server/photo-encoding.js:
// the same files, byte for byte, as this process writes, and the refusals come back as the same
// errors.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { encodePhoto, encodePhotosInAChildProcess, encodePhotosInThisProcess, PhotoEncodingFailed } from "./photo-encoding.server.ts";
import { NotAnImageError, TooManyPixelsError } from "./rules/not-an-image.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const childEntry = { entry: path.join(root, "server/child-dev.ts"), args: ["/app/features/media/photo-encoding-child.server.ts"], execArgv: [] };

const folders: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-encoding-"));
  folders.push(dir);
  return dir;
};
const sha = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");
const filesIn = (dir: string) => Object.fromEntries(fs.readdirSync(dir).sort().map((file) => [file, sha(path.join(dir, file))]));

/** A PNG whose header says 20000 × 20000 pixels and nothing more: refused before anything is decoded. */
async function bombHeader(): Promise<Buffer> {
  const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer();
  const bomb = Buffer.from(small);
  // IHDR's width and height, right after the signature (8), the chunk's length (4) and type (4).
  bomb.writeUInt32BE(20_000, 16);
  bomb.writeUInt32BE(20_000, 20);
  return bomb;
}

// Each child starts Vite to load its module: generous on a shared machine, never asserted.

afterEach(() => {
  encodePhotosInThisProcess();
  delete process.env.FAILING_CHILD;
  delete process.env.FAILING_CHILD_STARTS;
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a photo encoded in a child process", () => {
  it("writes the same variants, byte for byte, as this process", async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    const here = folder();
    const there = folder();
    const expected = await encodePhoto(photo, here, 3);
    encodePhotosInAChildProcess(childEntry);
    expect(await encodePhoto(photo, there, 3)).toEqual(expected);
    expect(filesIn(there)).toEqual(filesIn(here));
    expect(Object.keys(filesIn(there))).toContain("3-900.avif");
  });

  it("answers a file that is no image, and a header that declares too many pixels, with the same refusals", async () => {
    encodePhotosInAChildProcess(childEntry);
    await expect(encodePhoto(Buffer.from("not a photo at all"), folder(), 1)).rejects.toBeInstanceOf(NotAnImageError);
    const dir = folder();
    await expect(encodePhoto(await bombHeader(), dir, 1)).rejects.toBeInstanceOf(TooManyPixelsError);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("a child that crashes is a failure with its cause, not a refusal of the photo", async () => {
    encodePhotosInAChildProcess({ entry: path.join(root, "tests/support/children/failing-child.ts"), execArgv: [] });
    const failure = await encodePhoto(Buffer.from("x"), folder(), 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PhotoEncodingFailed);
    expect((failure as Error).message).toMatch(/photo encoding process ended \(code 3\) before it answered/);
  });

  it("a child that does not answer in time is killed, and that is a failure too", async () => {
    const starts = path.join(folder(), "starts");
    process.env.FAILING_CHILD = "hang";
    process.env.FAILING_CHILD_STARTS = starts;
    // Long enough for the child to start and count itself on a busy machine before it is killed.
    encodePhotosInAChildProcess({ entry: path.join(root, "tests/support/children/failing-child.ts"), execArgv: [] }, { timeoutMs: 20_000 });
    const failure = await encodePhoto(Buffer.from("x"), folder(), 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PhotoEncodingFailed);
    expect((failure as Error).message).toMatch(/photo encoding process did not answer within 20000 ms/);
    const pid = Number(/^started (\d+)$/m.exec(fs.readFileSync(starts, "utf8"))?.[1]);
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(pid).toBeGreaterThan(0);
    await expect.poll(alive).toBe(false);
  });
});
