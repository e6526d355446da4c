// The menu's generated files (docs/product.md §14.2, §14.4): nine card images per language and one
// PDF per language, made from the menu data and kept in DATA_DIR/menu.
//
//   DATA_DIR/menu/files/<hash>.png|webp|pdf   named by the hash of everything drawn in
//                                             them, so their URLs can be cached for ever
//   DATA_DIR/menu/editions/<hash>.json        which files make up one edition of the menu
//
// A save makes a new edition; only the files whose content changed are rendered (a
// price change in one card renders that card's two images and the two PDFs).
// Missing files (first start, a new renderer) are made at the next view.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { languages, type Lang } from "../../lib/lang";
import type { MenuCard, MenuCardId } from "./rules/menu";
import { updateNoteText, type UpdateNote } from "./rules/menu-update-note";
import { config } from "../../config.server";
import { logger } from "../../logger.server";
import type { renderCard as RenderCard } from "./card-image.server";
import type { renderMenuPdf as RenderMenuPdf } from "./menu-pdf.server";

// The renderers (satori, resvg, pdfkit and their fonts: tens of MB) load at the first drawing,
// not at start: most starts find the current edition's files on disk (docs/operations.md §4).
const renderers = {
  card: async (...args: Parameters<typeof RenderCard>) => (await import("./card-image.server")).renderCard(...args),
  pdf: async (...args: Parameters<typeof RenderMenuPdf>) => (await import("./menu-pdf.server")).renderMenuPdf(...args),
};

/** Bump when the drawing of the images or the PDF changes, so every file is made again. */
const renderRevision = 2;
/** Editions kept on disk (pages and offline copies may still point at recent ones). */
const editionsKept = 8;

/** Everything the files show. */
export type MenuEdition = {
  cards: MenuCard[];
  updatedAt: Date;
  notes: Record<Lang, UpdateNote>;
  disclaimers: Record<Lang, string>;
  /** The allergen note beside the marks' legend (text block carta.alergenos). */
  marksNotes: Record<Lang, string>;
  house: string;
  contact: string;
};

export type CardImageFiles = {
  cardId: MenuCardId;
  png: string;
  webp: string;
  /** Pixel size of the files; they are drawn at 2× for sharp text. */
  width: number;
  height: number;
};

export type MenuManifest = {
  edition: string;
  images: Record<Lang, CardImageFiles[]>;
  pdf: Record<Lang, { file: string; bytes: number }>;
};

function hashOf(value: unknown): string {
  return createHash("sha256").update(JSON.stringify([renderRevision, value])).digest("hex").slice(0, 20);
}

export function editionHash(edition: MenuEdition): string {
  return hashOf({ ...edition, updatedAt: edition.updatedAt.toISOString() });
}

export function menuDir(): string {
  return path.join(config().DATA_DIR, "menu");
}
const filesDir = () => path.join(menuDir(), "files");
const editionsDir = () => path.join(menuDir(), "editions");

/** Absolute path of a generated file (the name must already be checked against menuFilePattern). */
export function menuFilePath(file: string): string {
  return path.join(filesDir(), file);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Writes beside the target and renames: a reader never sees half a file. */
async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

// A card without marks prints no legend nor allergen note, so editing the note redraws only the cards that show it.
const hasMarks = (card: MenuCard) => card.items.some((item) => item.diets.length > 0 || item.allergens.length > 0);

async function cardImages(edition: MenuEdition, card: MenuCard, lang: Lang): Promise<CardImageFiles> {
  const input = { card, lang, house: edition.house, footer: edition.disclaimers[lang], marksNote: hasMarks(card) ? edition.marksNotes[lang] : "" };
  const hash = hashOf({ image: { ...input, card: { ...card, items: card.items.map(({ id: _, ...item }) => item) } } });
  const sizeFile = menuFilePath(`${hash}.json`);
  const png = `${hash}.png`;
  const webp = `${hash}.webp`;
  if ((await exists(menuFilePath(webp))) && (await exists(menuFilePath(png))) && (await exists(sizeFile))) {
    const size = JSON.parse(await fs.readFile(sizeFile, "utf8")) as { width: number; height: number };
    return { cardId: card.id, png, webp, ...size };
  }
  const rendered = await renderers.card(input);
  await writeAtomically(menuFilePath(png), rendered.png);
  await writeAtomically(menuFilePath(webp), rendered.webp);
  await writeAtomically(sizeFile, JSON.stringify({ width: rendered.width, height: rendered.height }));
  return { cardId: card.id, png, webp, width: rendered.width, height: rendered.height };
}

async function pdfFile(edition: MenuEdition, lang: Lang): Promise<{ file: string; bytes: number }> {
  const input = {
    cards: edition.cards,
    lang,
    note: updateNoteText(edition.notes[lang]),
    disclaimer: edition.disclaimers[lang],
    marksNote: edition.marksNotes[lang],
    house: edition.house,
    contact: edition.contact,
    createdAt: edition.updatedAt,
  };
  const file = `${hashOf({ pdf: { ...input, createdAt: input.createdAt.toISOString() } })}.pdf`;
  const full = menuFilePath(file);
  const stat = await fs.stat(full).catch(() => undefined);
  if (stat) return { file, bytes: stat.size };
  const pdf = await renderers.pdf(input);
  await writeAtomically(full, pdf);
  return { file, bytes: pdf.length };
}

async function generate(edition: MenuEdition, hash: string): Promise<MenuManifest> {
  const started = Date.now();
  await fs.mkdir(filesDir(), { recursive: true });
  await fs.mkdir(editionsDir(), { recursive: true });
  const images = {} as MenuManifest["images"];
  const pdf = {} as MenuManifest["pdf"];
  // One drawing at a time (resvg and sharp work on libuv's threads, so pages keep being
  // served meanwhile): side by side, the two languages doubled the memory a save takes
  // (docs/operations.md §4) for a few seconds gained.
  for (const lang of languages) {
    images[lang] = [];
    for (const card of edition.cards) images[lang].push(await cardImages(edition, card, lang));
    pdf[lang] = await pdfFile(edition, lang);
  }
  const manifest: MenuManifest = { edition: hash, images, pdf };
  await writeAtomically(path.join(editionsDir(), `${hash}.json`), JSON.stringify(manifest));
  logger.info({ edition: hash, ms: Date.now() - started }, "menu files generated");
  await prune(hash).catch((error: unknown) => logger.warn({ err: error }, "menu files: pruning failed"));
  return manifest;
}

/** Keeps the newest editions and the files they use; removes the rest. */
async function prune(current: string): Promise<void> {
  const names = (await fs.readdir(editionsDir())).filter((n) => n.endsWith(".json"));
  const dated = await Promise.all(
    names.map(async (name) => ({ name, at: (await fs.stat(path.join(editionsDir(), name))).mtimeMs })),
  );
  dated.sort((a, b) => b.at - a.at);
  const keep = dated.filter((d, i) => i < editionsKept || d.name === `${current}.json`);
  const used = new Set<string>();
  for (const { name } of keep) {
    const manifest = JSON.parse(await fs.readFile(path.join(editionsDir(), name), "utf8")) as MenuManifest;
    for (const lang of languages) {
      for (const image of manifest.images[lang]) {
        used.add(image.png).add(image.webp).add(image.png.replace(/\.png$/, ".json"));
      }
      used.add(manifest.pdf[lang].file);
    }
  }
  for (const { name } of dated.filter((d) => !keep.includes(d))) await fs.rm(path.join(editionsDir(), name), { force: true });
  for (const file of await fs.readdir(filesDir())) {
    if (!used.has(file) && !file.endsWith(".tmp")) await fs.rm(path.join(filesDir(), file), { force: true });
  }
}

const inFlight = new Map<string, Promise<MenuManifest>>();

// One generation at a time: a generation's pruning must never see another one's fresh
// files before that one's edition is written, or it removes them as unused (two owners
// saving at once, or a save during a first view, then served a 404 for a card image).
let generating: Promise<unknown> = Promise.resolve();
function generateInTurn(edition: MenuEdition, hash: string): Promise<MenuManifest> {
  const turn = generating.then(() => generate(edition, hash));
  generating = turn.catch(() => undefined);
  return turn;
}

/**
 * The files of an edition: read from disk when they exist, made otherwise. Concurrent
 * callers for the same edition share one generation.
 */
export function menuFiles(edition: MenuEdition): Promise<MenuManifest> {
  const hash = editionHash(edition);
  let pending = inFlight.get(hash);
  if (!pending) {
    pending = (async () => {
      const file = path.join(editionsDir(), `${hash}.json`);
      const stored = await fs.readFile(file, "utf8").catch(() => undefined);
      if (stored) {
        const manifest = JSON.parse(stored) as MenuManifest;
        const files = languages.flatMap((l) => [manifest.pdf[l].file, ...manifest.images[l].map((i) => i.webp)]);
        if ((await Promise.all(files.map((f) => exists(menuFilePath(f))))).every(Boolean)) return manifest;
      }
      return generateInTurn(edition, hash);
    })();
    inFlight.set(hash, pending);
    // Forget failures (the next view tries again) and keep only the latest successes.
    pending.then(
      () => {
        for (const key of inFlight.keys()) if (inFlight.size > 4 && key !== hash) inFlight.delete(key);
      },
      () => inFlight.delete(hash),
    );
  }
  return pending;
}
