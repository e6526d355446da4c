// The menu's drawing process (docs/operations.md §14) against a real DATA_DIR: the child draws the
// same files as this process would, and a child that fails leaves the edition before it in place
// and the save says its files were not drawn.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { logger } from "#app/logger.server.ts";
import { currentMenuEdition, currentMenuFiles } from "./menu-edition.server.ts";
import { drawEdition, editionHash, type MenuEdition, type MenuManifest } from "./menu-drawing.server.ts";
import { MenuDrawingProcess } from "./menu-drawing-process.server.ts";
import {
  drawMenuFilesInAChildProcess,
  drawMenuFilesInThisProcess,
  menuDir,
  menuFilePath,
  menuFiles,
  menuFilesIfMade,
  menuLanguageFiles,
} from "./menu-files.server.ts";
import { renameMenuCard } from "../store/menu-write.server.ts";
import { perLangShape } from "#app/features/menu/rules/per-lang-shape.ts";

// One DATA_DIR for the file, its menu drawn once before the tests (below): drawing every card
// takes minutes on a busy machine, which belongs in a hook's limit, not in a test's.
freshDataDirs({ each: false });

const root = path.resolve(import.meta.dirname, "../../../..");
/** The development entry (through Vite): the same child module the build bundles as build/server/menu-drawing.js. */
const devEntry = { entry: path.join(root, "server/child-dev.ts"), args: ["/app/features/menu/drawing/menu-drawing-child.server.ts"] };
const failingEntry = path.join(root, "tests/support/children/failing-child.ts");

const filesOf = (manifest: MenuManifest) =>
  (["en", "es"] as const).flatMap((lang) => [manifest.pdf[lang]!.file, ...manifest.images[lang]!.flatMap((i) => [i.png, i.webp])]);
const sha = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

/** The reference for the child's files: one card of the seeded menu, drawn in this process. */
let oneCard: { edition: MenuEdition; hash: string; here: string; expected: MenuManifest };

beforeAll(async () => {
  await currentMenuFiles();
  const { edition: full } = await currentMenuEdition();
  // One card keeps the test short on a busy machine: the contract is the same for nine.
  const edition = { ...full, cards: full.cards.slice(0, 1) };
  const hash = editionHash(edition);
  const here = fs.mkdtempSync(path.join(os.tmpdir(), "menu-here-"));
  oneCard = { edition, hash, here, expected: await drawEdition({ edition, hash, menuDir: here }) };
});
afterAll(() => {
  if (oneCard) fs.rmSync(oneCard.here, { recursive: true, force: true });
});

afterEach(() => {
  drawMenuFilesInThisProcess();
  vi.restoreAllMocks();
  delete process.env.FAILING_CHILD;
  delete process.env.FAILING_CHILD_STARTS;
});

describe("the menu's drawing process", () => {
  it("draws the same files, byte for byte, as this process does", async () => {
    const { edition, hash, here, expected } = oneCard;
    const there = fs.mkdtempSync(path.join(os.tmpdir(), "menu-child-"));
    try {
      // Each language is told as soon as it is drawn, before the edition's manifest is written.
      const told: Array<{ lang: string; files: unknown; manifestWritten: boolean }> = [];
      const manifestFile = path.join(there, "editions", `${hash}.json`);
      const drawn = await new MenuDrawingProcess({ ...devEntry, execArgv: [] }).draw({ edition, hash, menuDir: there }, (lang, files) =>
        told.push({ lang, files, manifestWritten: fs.existsSync(manifestFile) }),
      );
      expect(told).toEqual(
        edition.langs.map((lang) => ({ lang, files: { images: expected.images[lang], pdf: expected.pdf[lang] }, manifestWritten: false })),
      );
      expect(drawn.tries).toBe(1);
      expect(drawn.maxRssKb).toBeGreaterThan(0);
      expect(drawn.manifest).toEqual(expected);
      for (const file of filesOf(expected)) {
        expect(sha(path.join(there, "files", file)), file).toBe(sha(path.join(here, "files", file)));
      }
      expect(fs.existsSync(path.join(there, "editions", `${hash}.json`))).toBe(true);
    } finally {
      fs.rmSync(there, { recursive: true, force: true });
    }
  });

  it("a language's page gets its files once they are drawn, without waiting for the other languages", async () => {
    const { edition: full } = await currentMenuEdition();
    // A new edition (another name on the cards), one card: English is drawn first, then Spanish.
    const edition = { ...full, house: `${full.house} (new sign)`, cards: full.cards.slice(0, 1) };
    expect(edition.langs.slice(0, 2)).toEqual(["en", "es"]);
    const manifestFile = path.join(menuDir(), "editions", `${editionHash(edition)}.json`);
    // No limit that a busy machine could reach: the order is the point, not the time.
    const english = await menuFilesIfMade(edition, "en", 2_147_483_647);
    expect(english?.images).toHaveLength(1);
    expect(fs.existsSync(menuFilePath(english!.pdf.file))).toBe(true);
    expect(fs.existsSync(manifestFile)).toBe(false);
    const whole = await menuFiles(edition);
    expect(whole.images.en).toEqual(english!.images);
    expect(fs.existsSync(manifestFile)).toBe(true);
    // Drawn: asked again, from the files made.
    expect(await menuLanguageFiles(edition, "es")).toEqual({ images: whole.images.es, pdf: whole.pdf.es });
  });

  it("a child that crashes is started once more, then the save keeps the files before it and says so", async () => {
    const { files: before } = await currentMenuFiles();
    const starts = path.join(os.tmpdir(), `drawer-starts-${process.pid}-${Date.now()}`);
    process.env.FAILING_CHILD_STARTS = starts;
    drawMenuFilesInAChildProcess({ entry: failingEntry, execArgv: [] });
    const errors = vi.spyOn(logger, "error");

    const saved = await renameMenuCard("drinks", { ...perLangShape("title", ""), titleEn: "Drinks and more", titleEs: "Bebidas y más" }, "owner@example.com");
    // Saved, but its files not drawn: the editor tells the owner (admin.menu-card.tsx, filesNotRedrawn).
    expect(saved).toMatchObject({ ok: true, files: null });
    expect(fs.readFileSync(starts, "utf8").trim().split("\n")).toHaveLength(2);
    fs.rmSync(starts, { force: true });
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: expect.stringMatching(/ended \(code 3\) before it answered/) }) }),
      expect.any(String),
    );
    // Nothing pruned: the edition before and every one of its files are still there.
    expect(fs.existsSync(path.join(menuDir(), "editions", `${before.edition}.json`))).toBe(true);
    expect(filesOf(before).filter((file) => !fs.existsSync(menuFilePath(file)))).toEqual([]);

    // Once the process draws again, the next view makes the new edition's files.
    drawMenuFilesInThisProcess();
    const { files: after } = await currentMenuFiles();
    expect(after.edition).not.toBe(before.edition);
  });

  it("a child that answers with an error is not started again", async () => {
    const { edition } = await currentMenuEdition();
    process.env.FAILING_CHILD = "error";
    const drawing = new MenuDrawingProcess({ entry: failingEntry, execArgv: [] });
    await expect(drawing.draw({ edition, hash: editionHash(edition), menuDir: menuDir() })).rejects.toThrow("the renderer failed");
  });

  it("a child that does not answer in time is killed and started once more, then the drawing fails", async () => {
    const { edition } = await currentMenuEdition();
    const starts = path.join(os.tmpdir(), `drawer-starts-${process.pid}-${Date.now()}`);
    process.env.FAILING_CHILD = "hang";
    process.env.FAILING_CHILD_STARTS = starts;
    // Long enough for a child to start and count itself on a busy machine before it is killed.
    const drawing = new MenuDrawingProcess({ entry: failingEntry, execArgv: [], timeoutMs: 20_000 });
    await expect(drawing.draw({ edition, hash: editionHash(edition), menuDir: menuDir() })).rejects.toThrow(
      "menu drawing process did not answer within 20000 ms",
    );
    expect(fs.readFileSync(starts, "utf8").trim().split("\n")).toHaveLength(2);
    fs.rmSync(starts, { force: true });
  });
});
