// The owners' menu saves against a real SQLite file and real rendering, in a fresh
// DATA_DIR (docs/testing.md). Each save goes the editor's one way: what is sent is parsed
// once with the form's schema (as app/routes/admin.menu-card.tsx does), and only typed
// values reach the store.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import {
  isMenuCardId,
  menuCardTitlesSchema,
  menuFieldError,
  menuFieldErrors,
  menuItemSchema,
  menuItemsSchema,
  type MenuCardId,
  type MenuFieldError,
} from "../rules/menu.ts";
import * as store from "./menu-write.server.ts";
import { readMenu } from "./menu-read.server.ts";
import { currentMenuEdition, currentMenuFiles } from "../drawing/menu-edition.server.ts";
import { menuFilePath, menuFiles } from "../drawing/menu-files.server.ts";
import { contentEdits } from "#app/shell/content/content-version.server.ts";

// One DATA_DIR for the whole file: the saves below build on each other.
freshDataDirs({ each: false });

type Refused = { ok: false; errors: MenuFieldError[] };

/** The form's schema, once: typed values, or the errors the form would show. */
function parsed<T>(schema: z.ZodType<T>, sent: unknown, prefix: PropertyKey[]): { ok: true; value: T } | Refused {
  const result = schema.safeParse(sent);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: menuFieldErrors(result.error, prefix) };
}

function cardIdOf(sent: unknown): { ok: true; value: MenuCardId } | Refused {
  return isMenuCardId(sent) ? { ok: true, value: sent } : { ok: false, errors: [menuFieldError("cardId", "unknownCard")] };
}

/** As the action does before it parses the item's form: the item must be on the menu. */
async function itemIdOf(sent: unknown): Promise<{ ok: true; value: number } | Refused> {
  const id = typeof sent === "string" && /^\d+$/.test(sent) ? Number(sent) : sent;
  const known = typeof id === "number" && (await readMenu()).cards.some((c) => c.items.some((i) => i.id === id));
  return known ? { ok: true, value: id } : { ok: false, errors: [menuFieldError("itemId", "unknownItem")] };
}

/** The editor's saves as a client sends them: parsed once, then the typed store. */
const editor = {
  loadMenu: readMenu,
  saveMenuCard(cardId: unknown, items: unknown, by: string) {
    const card = cardIdOf(cardId);
    if (!card.ok) return card;
    const list = parsed(menuItemsSchema, items, ["items"]);
    return list.ok ? store.saveMenuCard(card.value, list.value, by) : list;
  },
  renameMenuCard(cardId: unknown, titles: unknown, by: string) {
    const card = cardIdOf(cardId);
    if (!card.ok) return card;
    const value = parsed(menuCardTitlesSchema, titles, []);
    return value.ok ? store.renameMenuCard(card.value, value.value, by) : value;
  },
  addMenuItem(cardId: unknown, item: unknown, by: string, position?: number) {
    const card = cardIdOf(cardId);
    if (!card.ok) return card;
    const value = parsed(menuItemSchema, item, ["item"]);
    return value.ok ? store.addMenuItem(card.value, value.value, by, position) : value;
  },
  async updateMenuItem(itemId: unknown, item: unknown, by: string) {
    const id = await itemIdOf(itemId);
    if (!id.ok) return id;
    const value = parsed(menuItemSchema, item, ["item"]);
    return value.ok ? store.updateMenuItem(id.value, value.value, by) : value;
  },
  async moveMenuItem(itemId: unknown, position: number, by: string) {
    const id = await itemIdOf(itemId);
    return id.ok ? store.moveMenuItem(id.value, position, by) : id;
  },
  async removeMenuItem(itemId: unknown, by: string) {
    const id = await itemIdOf(itemId);
    return id.ok ? store.removeMenuItem(id.value, by) : id;
  },
};

const sha = (file: string) => createHash("sha256").update(fs.readFileSync(menuFilePath(file))).digest("hex");
const owner = "owner@example.com";

async function card(id: string) {
  const menu = await editor.loadMenu();
  return menu.cards.find((c) => c.id === id)!;
}

/** An item as the editor's form would send it back: prices as typed text. */
function asSent(item: Awaited<ReturnType<typeof card>>["items"][number]) {
  return {
    ...item,
    prices: item.prices.map((p) => ({ labelEn: p.labelEn, labelEs: p.labelEs, eur: (p.cents / 100).toFixed(2) })),
  };
}

beforeAll(async () => {
  await currentMenuFiles();
});

describe("saving the menu", () => {
  it("refuses a price that is not a number or negative, with a clear message, and changes nothing", async () => {
    const tapas = await card("tapas");
    const before = await editor.loadMenu();
    const items = tapas.items.map(asSent);

    items[0] = { ...items[0]!, prices: [{ labelEn: "", labelEs: "", eur: "cinco" }] };
    const notNumber = await editor.saveMenuCard("tapas", items, owner);
    expect(notNumber).toEqual({
      ok: false,
      errors: [
        {
          path: "items[0].prices[0].eur",
          code: "priceNotNumber",
          message: {
            en: "The price must be a number, for example 4.50.",
            es: "El precio debe ser un número, por ejemplo 4,50.",
          },
        },
      ],
    });

    const negative = await editor.updateMenuItem(tapas.items[1]!.id, { ...asSent(tapas.items[1]!), prices: [{ eur: "-3" }] }, owner);
    expect(negative).toMatchObject({ ok: false, errors: [{ path: "item.prices[0].eur", code: "priceNegative" }] });

    expect(await editor.loadMenu()).toEqual(before);
  });

  it("answers unknown cards and items, and nonsense, with errors instead of throwing", async () => {
    const edits = contentEdits();
    expect(await editor.saveMenuCard("desserts", [], owner)).toMatchObject({ ok: false, errors: [{ code: "unknownCard" }] });
    expect(await editor.updateMenuItem(999_999, {}, owner)).toMatchObject({ ok: false, errors: [{ code: "unknownItem" }] });
    expect(await editor.removeMenuItem("../1", owner)).toMatchObject({ ok: false, errors: [{ code: "unknownItem" }] });
    expect(await editor.moveMenuItem({ id: 1 }, 0, owner)).toMatchObject({ ok: false });
    expect(await editor.saveMenuCard("tapas", "not a list", owner)).toMatchObject({ ok: false });
    expect(await editor.addMenuItem("tapas", { nameEn: "x" }, owner)).toMatchObject({ ok: false });
    // Nothing saved: the HTML cache keeps its pages.
    expect(contentEdits()).toBe(edits);
  });

  it("saves a changed price, dates the change and draws only that card again", async () => {
    const { files: before } = await currentMenuFiles();
    const tapas = await card("tapas");
    const croquettes = tapas.items[0]!;

    const result = await editor.updateMenuItem(
      String(croquettes.id),
      { ...asSent(croquettes), prices: [{ eur: "6,75" }] },
      owner,
    );
    if (!result.ok || !result.files) throw new Error(JSON.stringify(result));

    const saved = result.menu.cards.find((c) => c.id === "tapas")!.items[0]!;
    expect(saved).toMatchObject({ id: croquettes.id, prices: [{ labelEn: "", labelEs: "", cents: 675 }] });
    expect(result.menu.updatedBy).toBe(owner);
    expect(result.menu.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const after = result.files;
    for (const lang of ["en", "es"] as const) {
      const index = after.images[lang]!.findIndex((i) => i.cardId === "tapas");
      expect(after.images[lang]![index]!.png).not.toBe(before.images[lang]![index]!.png);
      expect(sha(after.images[lang]![index]!.png)).not.toBe(sha(before.images[lang]![index]!.png));
      // The other eight cards did not change: the same files serve them.
      const others = (m: typeof after) => m.images[lang]!.filter((i) => i.cardId !== "tapas").map((i) => i.png);
      expect(others(after)).toEqual(others(before));
      expect(after.pdf[lang]!.file).not.toBe(before.pdf[lang]!.file);
      expect(fs.existsSync(menuFilePath(after.pdf[lang]!.file))).toBe(true);
    }
  });

  it("two editions made at once: every file of either is still there afterwards", async () => {
    // Two saves close together (two owners, or a save while a view makes missing files):
    // each edition changes its first card, so its own images are drawn early, while a
    // pruning that ran alongside would find them in no edition yet.
    const { edition } = await currentMenuEdition();
    const retitled = (titleEn: string) => ({
      ...edition,
      cards: edition.cards.map((c, i) => (i === 0 ? { ...c, titleEn } : c)),
    });
    const manifests = await Promise.all([menuFiles(retitled("Breakfast at dawn")), menuFiles(retitled("Breakfast at noon"))]);
    for (const manifest of manifests) {
      for (const lang of ["en", "es"] as const) {
        const files = [manifest.pdf[lang]!.file, ...manifest.images[lang]!.flatMap((i) => [i.png, i.webp])];
        expect(files.filter((f) => !fs.existsSync(menuFilePath(f)))).toEqual([]);
      }
    }
  });

  it("adds, moves and removes items, keeping ids and order", async () => {
    const added = await editor.addMenuItem(
      "pasta",
      { nameEn: "Pasta of the day", nameEs: "Pasta del día", prices: [{ eur: 9 }] },
      owner,
      0,
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    let pasta = await card("pasta");
    expect(pasta.items[0]!.nameEs).toBe("Pasta del día");
    const ids = pasta.items.map((i) => i.id);

    expect((await editor.moveMenuItem(ids[0], 99, owner)).ok).toBe(true);
    pasta = await card("pasta");
    expect(pasta.items.map((i) => i.id)).toEqual([...ids.slice(1), ids[0]]);

    expect((await editor.removeMenuItem(ids[0], owner)).ok).toBe(true);
    pasta = await card("pasta");
    expect(pasta.items.map((i) => i.id)).toEqual(ids.slice(1));
  });

  it("saves a whole card at once: reorders, keeps its own ids, never takes another card's", async () => {
    const drinks = await card("drinks");
    const foreign = (await card("mains")).items[0]!;
    const items = [...drinks.items].reverse().map(asSent);
    items.push({ ...asSent(foreign) });

    const result = await editor.saveMenuCard("drinks", items, owner);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const saved = await card("drinks");
    expect(saved.items.slice(0, -1).map((i) => i.id)).toEqual([...drinks.items].reverse().map((i) => i.id));
    expect(saved.items.at(-1)!.id).not.toBe(foreign.id);
    expect((await card("mains")).items[0]).toEqual(foreign);
  });

  it("renames a card in both languages", async () => {
    const edits = contentEdits();
    const result = await editor.renameMenuCard("drinks", { titleEn: "Soft drinks & more", titleEs: "Bebidas y más" }, owner);
    // docs/product.md §15.2: the pages the HTML cache kept are stale once a save has succeeded.
    expect(contentEdits()).toBeGreaterThan(edits);
    expect(result.ok).toBe(true);
    expect(await card("drinks")).toMatchObject({ titleEn: "Soft drinks & more", titleEs: "Bebidas y más" });
    expect(await editor.renameMenuCard("drinks", { titleEn: "", titleEs: "x" }, owner)).toMatchObject({
      ok: false,
      errors: [{ path: "titleEn", code: "titleRequired" }],
    });
  });
});
