// The menu's generated files (docs/product.md §14.2, §14.4): nine card images and one PDF per
// published language (MenuEdition.langs), made from the menu data and kept in DATA_DIR/menu.
//
//   DATA_DIR/menu/files/<hash>.png|webp|pdf   named by the hash of everything drawn in
//                                             them, so their URLs can be cached for ever
//   DATA_DIR/menu/editions/<hash>.json        which files make up one edition of the menu
//
// A save makes a new edition; only the files whose content changed are rendered (a
// price change in one card renders that card's two images and the two PDFs), by
// menu-drawing.server.ts, in a child process in the server. Missing files (first start, a new
// renderer) are made in the background from the start and at the next view; the page does not
// wait for them (menuFilesIfMade).
import fs from "node:fs/promises";
import path from "node:path";
import { languages } from "#app/lib/lang.ts";
import { config } from "#app/config.server.ts";
import { logger } from "#app/logger.server.ts";
import type { Lang } from "#app/lib/lang.ts";
import {
  drawEdition,
  editionHash,
  editionsFolder,
  exists,
  filesFolder,
  pruneEditions,
  type LanguageDrawn,
  type LanguageFiles,
  type MenuEdition,
  type MenuManifest,
} from "./menu-drawing.server.ts";
import { MenuDrawingProcess, type DrawingProcessOptions } from "./menu-drawing-process.server.ts";

export function menuDir(): string {
  return path.join(config().DATA_DIR, "menu");
}

/** Absolute path of a generated file (the name must already be checked against menuFilePattern). */
export function menuFilePath(file: string): string {
  return path.join(filesFolder(menuDir()), file);
}

let drawingProcess: MenuDrawingProcess | undefined;

/**
 * From now on, draw in a short-lived child process (docs/operations.md §14): the server calls this
 * at start. Without it (unit tests, scripts) the drawing runs in this process.
 */
export function drawMenuFilesInAChildProcess(options: DrawingProcessOptions): MenuDrawingProcess {
  drawingProcess = new MenuDrawingProcess(options);
  return drawingProcess;
}

/** Back to drawing in this process (tests). */
export function drawMenuFilesInThisProcess(): void {
  drawingProcess = undefined;
}

async function generate(edition: MenuEdition, hash: string, languageDrawn: LanguageDrawn): Promise<MenuManifest> {
  const started = Date.now();
  const job = { edition, hash, menuDir: menuDir() };
  let manifest: MenuManifest;
  if (drawingProcess) {
    const drawn = await drawingProcess.draw(job, languageDrawn);
    manifest = drawn.manifest;
    logger.info({ edition: hash, ms: Date.now() - started, childMaxRssMb: Math.round(drawn.maxRssKb / 1024), tries: drawn.tries }, "menu files generated");
  } else {
    manifest = await drawEdition(job, languageDrawn);
    logger.info({ edition: hash, ms: Date.now() - started }, "menu files generated");
  }
  await pruneEditions(menuDir(), hash).catch((error: unknown) => logger.warn({ err: error }, "menu files: pruning failed"));
  return manifest;
}

/**
 * An edition's files, asked for: `stored` (read from disk, undefined when some are missing), then
 * `files` (those, or made); `made` once `files` has resolved. `drawn`: each language's files
 * as soon as they are drawn, before the others' (a drawing takes a few seconds per language).
 */
type FilesOfEdition = {
  stored: Promise<MenuManifest | undefined>;
  files: Promise<MenuManifest>;
  made?: MenuManifest;
  watched?: true;
  drawn: Map<Lang, PromiseWithResolvers<LanguageFiles>>;
};

/** The promise of one language's files in `entry`, made at the first ask or the first news. */
function drawnLanguage(entry: FilesOfEdition, lang: Lang): PromiseWithResolvers<LanguageFiles> {
  let known = entry.drawn.get(lang);
  if (!known) {
    known = Promise.withResolvers<LanguageFiles>();
    entry.drawn.set(lang, known);
  }
  return known;
}

const inFlight = new Map<string, FilesOfEdition>();

// One generation at a time: a generation's pruning must never see another one's fresh
// files before that one's edition is written, or it removes them as unused (two owners
// saving at once, or a save during a first view, then served a 404 for a card image).
let generating: Promise<unknown> = Promise.resolve();
function generateInTurn(edition: MenuEdition, hash: string, languageDrawn: LanguageDrawn): Promise<MenuManifest> {
  const turn = generating.then(() => generate(edition, hash, languageDrawn));
  generating = turn.catch(() => undefined);
  return turn;
}

/** The edition's manifest when it and every file it names are on disk. */
async function storedManifest(hash: string): Promise<MenuManifest | undefined> {
  const file = path.join(editionsFolder(menuDir()), `${hash}.json`);
  const stored = await fs.readFile(file, "utf8").catch(() => undefined);
  if (!stored) return undefined;
  const manifest = JSON.parse(stored) as MenuManifest;
  const files = languages.flatMap((l) => [...(manifest.pdf[l] ? [manifest.pdf[l].file] : []), ...(manifest.images[l] ?? []).map((i) => i.webp)]);
  return (await Promise.all(files.map((f) => exists(menuFilePath(f))))).every(Boolean) ? manifest : undefined;
}

/** The one record of an edition's files, started at the first ask; concurrent callers share it. */
function filesOf(edition: MenuEdition): FilesOfEdition {
  const hash = editionHash(edition);
  const known = inFlight.get(hash);
  if (known) return known;
  const stored = storedManifest(hash).catch(() => undefined);
  const drawn = new Map<Lang, PromiseWithResolvers<LanguageFiles>>();
  const entry: FilesOfEdition = {
    stored,
    files: stored.then((manifest) => manifest ?? generateInTurn(edition, hash, (lang, files) => drawnLanguage(entry, lang).resolve(files))),
    drawn,
  };
  inFlight.set(hash, entry);
  // Forget failures (the next view tries again) and keep only the latest successes.
  entry.files.then(
    (manifest) => {
      entry.made = manifest;
      for (const key of inFlight.keys()) if (inFlight.size > 4 && key !== hash) inFlight.delete(key);
    },
    () => inFlight.delete(hash),
  );
  return entry;
}

/**
 * The files of an edition: read from disk when they exist, made otherwise. Concurrent
 * callers for the same edition share one generation.
 */
export function menuFiles(edition: MenuEdition): Promise<MenuManifest> {
  return filesOf(edition).files;
}

/** One language's files in a manifest; undefined when the edition does not draw that language. */
function languageFilesIn(manifest: MenuManifest, lang: Lang): LanguageFiles | undefined {
  const images = manifest.images[lang];
  const pdf = manifest.pdf[lang];
  return images && pdf ? { images, pdf } : undefined;
}

/**
 * One language's files of an edition: read from disk when they exist, made otherwise, and
 * given as soon as that language is drawn, before the other languages'; undefined when the
 * edition does not draw that language (it is not published).
 */
export function menuLanguageFiles(edition: MenuEdition, lang: Lang): Promise<LanguageFiles | undefined> {
  const entry = filesOf(edition);
  const whole = entry.files.then((manifest) => languageFilesIn(manifest, lang));
  return edition.langs.includes(lang) ? Promise.race([whole, drawnLanguage(entry, lang).promise]) : whole;
}

/**
 * One language's files of an edition if they are on disk, or once drawn within `waitMs`
 * (started now, or already under way); otherwise undefined: a page waits as long as drawing
 * one language normally takes, never as long as a busy machine may take, which is longer than
 * a proxy waits (docs/decisions/0019-menu-drawing-process.md).
 */
export async function menuFilesIfMade(edition: MenuEdition, lang: Lang, waitMs: number): Promise<LanguageFiles | undefined> {
  const entry = filesOf(edition);
  if (entry.made) return languageFilesIn(entry.made, lang);
  const stored = await entry.stored;
  if (stored) return languageFilesIn(stored, lang);
  if (!entry.watched) {
    entry.watched = true;
    entry.files.catch((error: unknown) => logger.error({ err: error }, "menu files could not be made"));
  }
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs, undefined);
  });
  try {
    return await Promise.race([menuLanguageFiles(edition, lang).catch(() => undefined), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
