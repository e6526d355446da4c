// The drawing of one edition of the menu's files (docs/product.md §14.2, §14.4) into a folder:
// nine card images per language and one PDF per language, named by the hash of everything
// drawn in them, then the edition's manifest. Only what is missing is drawn (a price change in
// one card draws that card's two images and the two PDFs). Nothing here reads the config or the
// database: the server runs it in a short-lived process of its own (menu-drawing-process.server.ts),
// the tests in theirs too.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { languages, type Lang } from "#app/lib/lang.ts";
import type { MenuCard, MenuCardId } from "../rules/menu.ts";
import { ratesLine, type CurrencyRates } from "../rules/currencies.ts";
import { updateNoteText, type UpdateNote } from "../rules/menu-update-note.ts";
import type { renderCard as RenderCard } from "../card-images/card-image.server.tsx";
import type { renderMenuPdf as RenderMenuPdf } from "../pdf/menu-pdf.server.ts";

// The renderers (satori, resvg, pdfkit and their fonts: tens of MB) load at the first drawing:
// most editions find their files on disk (docs/operations.md §14).
const renderers = {
  card: async (...args: Parameters<typeof RenderCard>) => (await import("../card-images/card-image.server.tsx")).renderCard(...args),
  pdf: async (...args: Parameters<typeof RenderMenuPdf>) => (await import("../pdf/menu-pdf.server.ts")).renderMenuPdf(...args),
};

/** Bump when the drawing of the images or the PDF changes, so every file is made again. */
const renderRevision = 3;
/** Editions kept on disk (pages and offline copies may still point at recent ones). */
const editionsKept = 8;

/** Everything the files show. */
export type MenuEdition = {
  /**
   * The languages drawn: the published ones, in the list's order (docs/decisions/0033-language-publication.md).
   * An unpublished language's pages answer 404, so its images and PDF would cost a small server's
   * time for no reader; publishing one makes a new edition, which draws it.
   */
  langs: readonly Lang[];
  cards: MenuCard[];
  updatedAt: Date;
  notes: Record<Lang, UpdateNote>;
  disclaimers: Record<Lang, string>;
  /** The allergen note beside the marks' legend (text block carta.alergenos). */
  marksNotes: Record<Lang, string>;
  house: string;
  contact: string;
  /** The currency rates, written on the files as one line (their prices stay in euros). */
  rates: CurrencyRates | null;
};

export type CardImageFiles = {
  cardId: MenuCardId;
  png: string;
  webp: string;
  /** Pixel size of the files; they are drawn at 2× for sharp text. */
  width: number;
  height: number;
};

/** An edition's files: the card images and the PDF of each language it drew (MenuEdition.langs). */
export type MenuManifest = {
  edition: string;
  images: Partial<Record<Lang, CardImageFiles[]>>;
  pdf: Partial<Record<Lang, { file: string; bytes: number }>>;
};

/** One drawing: the edition, its hash, and the menu's folder (DATA_DIR/menu). */
export type DrawingJob = { edition: MenuEdition; hash: string; menuDir: string };

/** One language's part of a drawing: what a drawing process draws before it exits. */
export type LanguageJob = DrawingJob & { lang: Lang };

/** One language's files: its card images and its PDF. */
export type LanguageFiles = { images: CardImageFiles[]; pdf: { file: string; bytes: number } };

/**
 * Told as soon as one language's files are on disk, before the edition's manifest: that
 * language's page and PDF need not wait for the other languages (menu-files.server.ts).
 */
export type LanguageDrawn = (lang: Lang, files: LanguageFiles) => void;

function hashOf(value: unknown): string {
  return createHash("sha256").update(JSON.stringify([renderRevision, value])).digest("hex").slice(0, 20);
}

export function editionHash(edition: MenuEdition): string {
  return hashOf({ ...edition, updatedAt: edition.updatedAt.toISOString() });
}

export const filesFolder = (menuDir: string) => path.join(menuDir, "files");
export const editionsFolder = (menuDir: string) => path.join(menuDir, "editions");

export async function exists(file: string): Promise<boolean> {
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

/**
 * The rates line as the files write it ("=": their fonts have no "≈"); absent without rates,
 * so a menu without rates keeps its files' hashes. Only a change of the rates redraws them.
 */
function filesRatesLine(edition: MenuEdition, lang: Lang): { rates?: string } {
  const line = ratesLine(edition.rates, lang, "=");
  return line ? { rates: line } : {};
}

// A card without marks prints no legend nor allergen note, so editing the note redraws only the cards that show it.
const hasMarks = (card: MenuCard) => card.items.some((item) => item.diets.length > 0 || item.allergens.length > 0);

async function cardImages(files: string, edition: MenuEdition, card: MenuCard, lang: Lang): Promise<CardImageFiles> {
  const input = {
    card,
    lang,
    house: edition.house,
    footer: edition.disclaimers[lang],
    marksNote: hasMarks(card) ? edition.marksNotes[lang] : "",
    ...filesRatesLine(edition, lang),
  };
  const hash = hashOf({ image: { ...input, card: { ...card, items: card.items.map(({ id: _, ...item }) => item) } } });
  const sizeFile = path.join(files, `${hash}.json`);
  const png = `${hash}.png`;
  const webp = `${hash}.webp`;
  if ((await exists(path.join(files, webp))) && (await exists(path.join(files, png))) && (await exists(sizeFile))) {
    const size = JSON.parse(await fs.readFile(sizeFile, "utf8")) as { width: number; height: number };
    return { cardId: card.id, png, webp, ...size };
  }
  const rendered = await renderers.card(input);
  await writeAtomically(path.join(files, png), rendered.png);
  await writeAtomically(path.join(files, webp), rendered.webp);
  await writeAtomically(sizeFile, JSON.stringify({ width: rendered.width, height: rendered.height }));
  return { cardId: card.id, png, webp, width: rendered.width, height: rendered.height };
}

async function pdfFile(files: string, edition: MenuEdition, lang: Lang): Promise<{ file: string; bytes: number }> {
  const input = {
    cards: edition.cards,
    lang,
    note: updateNoteText(edition.notes[lang]),
    disclaimer: edition.disclaimers[lang],
    marksNote: edition.marksNotes[lang],
    house: edition.house,
    contact: edition.contact,
    createdAt: edition.updatedAt,
    ...filesRatesLine(edition, lang),
  };
  const file = `${hashOf({ pdf: { ...input, createdAt: input.createdAt.toISOString() } })}.pdf`;
  const full = path.join(files, file);
  const stat = await fs.stat(full).catch(() => undefined);
  if (stat) return { file, bytes: stat.size };
  const pdf = await renderers.pdf(input);
  await writeAtomically(full, pdf);
  return { file, bytes: pdf.length };
}

/** Draws what one language of the edition misses: its card images, then its PDF. */
export async function drawLanguage({ edition, menuDir, lang }: LanguageJob): Promise<LanguageFiles> {
  const files = filesFolder(menuDir);
  await fs.mkdir(files, { recursive: true });
  const images: CardImageFiles[] = [];
  for (const card of edition.cards) images.push(await cardImages(files, edition, card, lang));
  return { images, pdf: await pdfFile(files, edition, lang) };
}

/** Writes an edition's manifest, last: an edition whose manifest exists has all its files. */
export async function writeManifest(menuDir: string, hash: string, drawn: Partial<Record<Lang, LanguageFiles>>): Promise<MenuManifest> {
  await fs.mkdir(editionsFolder(menuDir), { recursive: true });
  const langs = languages.filter((lang) => drawn[lang]);
  const manifest: MenuManifest = {
    edition: hash,
    images: Object.fromEntries(langs.map((lang) => [lang, drawn[lang]!.images])),
    pdf: Object.fromEntries(langs.map((lang) => [lang, drawn[lang]!.pdf])),
  };
  await writeAtomically(path.join(editionsFolder(menuDir), `${hash}.json`), JSON.stringify(manifest));
  return manifest;
}

/**
 * Draws what the edition misses, one language after the other, then writes its manifest. Never
 * called twice at once for one folder: a pruning must not see another drawing's fresh files
 * before that one's manifest is written.
 */
export async function drawEdition(job: DrawingJob, languageDrawn: LanguageDrawn = () => undefined): Promise<MenuManifest> {
  // One drawing at a time: side by side, the two languages doubled the memory a save takes
  // (docs/operations.md §14) for a few seconds gained.
  const drawn: Partial<Record<Lang, LanguageFiles>> = {};
  for (const lang of job.edition.langs) {
    drawn[lang] = await drawLanguage({ ...job, lang });
    languageDrawn(lang, drawn[lang]);
  }
  return writeManifest(job.menuDir, job.hash, drawn);
}

/** Keeps the newest editions and the files they use; removes the rest. */
export async function pruneEditions(menuDir: string, current: string): Promise<void> {
  const editions = editionsFolder(menuDir);
  const files = filesFolder(menuDir);
  const names = (await fs.readdir(editions)).filter((n) => n.endsWith(".json"));
  const dated = await Promise.all(names.map(async (name) => ({ name, at: (await fs.stat(path.join(editions, name))).mtimeMs })));
  dated.sort((a, b) => b.at - a.at);
  const keep = dated.filter((d, i) => i < editionsKept || d.name === `${current}.json`);
  const used = new Set<string>();
  for (const { name } of keep) {
    const manifest = JSON.parse(await fs.readFile(path.join(editions, name), "utf8")) as MenuManifest;
    for (const lang of languages) {
      for (const image of manifest.images[lang] ?? []) {
        used.add(image.png).add(image.webp).add(image.png.replace(/\.png$/, ".json"));
      }
      const pdf = manifest.pdf[lang];
      if (pdf) used.add(pdf.file);
    }
  }
  for (const { name } of dated.filter((d) => !keep.includes(d))) await fs.rm(path.join(editions, name), { force: true });
  for (const file of await fs.readdir(files)) {
    if (!used.has(file) && !file.endsWith(".tmp")) await fs.rm(path.join(files, file), { force: true });
  }
}
