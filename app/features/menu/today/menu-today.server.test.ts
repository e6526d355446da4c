// The menu's timed parts against a real SQLite file (a fresh DATA_DIR): the "not today" switch,
// today's specials, and what the pages are told about them.
import { beforeAll, describe, expect, it } from "vitest";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { contentEdits } from "#app/shell/content/content-version.server.ts";
import { currentMenuEdition, currentMenuFiles } from "../drawing/menu-edition.server.ts";
import { editionHash } from "../drawing/menu-drawing.server.ts";
import { loadMenuPage } from "../page/menu-page.server.ts";
import { menuToday, specialsToday } from "./menu-today.server.ts";
import * as store from "../store/menu-write.server.ts";
import { notTodayItems, switchNotToday } from "./not-today-store.server.ts";
import { specialsSchema } from "../rules/specials.ts";
import { deleteSpecials, saveSpecials } from "./specials-store.server.ts";
import { readMenu } from "../store/menu-read.server.ts";

freshDataDirs({ each: false });
// The menu page needs the printed edition's files: drawn once here, in the hook's limit, not
// inside the first test that loads the page (minutes on a busy machine).
beforeAll(async () => {
  await currentMenuFiles();
});

const havana = (local: string) => new Date(`${local}:00-05:00`);
/** What the card images and the PDF are drawn from: the same hash, the same files. */
const printedEdition = async () => editionHash((await currentMenuEdition()).edition);

describe("the not-today switch", () => {
  it("marks an item until the next opening, publishes without drawing the card again, and clears", async () => {
    const croquettes = (await readMenu()).cards.find((c) => c.id === "tapas")!.items[0]!;
    const printed = await printedEdition();
    const edits = contentEdits();
    const { updatedAt } = await readMenu();

    const on = await switchNotToday(croquettes.id, true, havana("2026-12-01T22:00"));
    expect(on).toEqual({ ok: true, until: havana("2026-12-02T07:00") });
    expect(contentEdits()).toBeGreaterThan(edits);
    expect([...(await notTodayItems(havana("2026-12-02T06:59"))).keys()]).toEqual([croquettes.id]);
    expect((await notTodayItems(havana("2026-12-02T07:00"))).size).toBe(0);

    // The printed card is not redrawn: same edition, same "last change".
    expect(await printedEdition()).toBe(printed);
    expect((await readMenu()).updatedAt).toEqual(updatedAt);

    const page = await loadMenuPage("es", {}, havana("2026-12-02T06:00"));
    const item = page.cards.find((c) => c.id === "tapas")!.items[0]!;
    expect(item.notToday).toBe("Hoy no disponible");
    expect(page.changesAt).toEqual(havana("2026-12-02T07:00"));
    const later = await loadMenuPage("es", {}, havana("2026-12-02T07:00"));
    expect(later.cards.find((c) => c.id === "tapas")!.items[0]!.notToday).toBeUndefined();
    expect(later.changesAt).toBeNull();

    expect(await switchNotToday(croquettes.id, false)).toEqual({ ok: true, until: null });
    expect((await notTodayItems(havana("2026-12-01T23:00"))).size).toBe(0);
    expect(await switchNotToday(999_999, true)).toEqual({ ok: false, code: "unknownItem" });
  });

  it("keeps its mark when the owners save the card (the rows are written again), by the item's id", async () => {
    const tapas = (await readMenu()).cards.find((c) => c.id === "tapas")!;
    const [first, second] = tapas.items;
    const now = new Date();
    await switchNotToday(second!.id, true, now);
    // Reordered, edited and saved: the mark follows the item, not its place.
    const saved = await store.saveMenuCard("tapas", [{ ...second!, nameEn: `${second!.nameEn} (new)` }, first!, ...tapas.items.slice(2)], "owner@example.com");
    expect(saved.ok).toBe(true);
    expect([...(await notTodayItems(now)).keys()]).toEqual([second!.id]);
    await store.moveMenuItem(second!.id, 3, "owner@example.com");
    expect([...(await notTodayItems(now)).keys()]).toEqual([second!.id]);
    await switchNotToday(second!.id, false);
  });
});

describe("today's specials", () => {
  const block = specialsSchema("2026-12-01").parse({
    date: "2026-12-02",
    titleEn: "Wednesday specials",
    titleEs: "Especiales del miércoles",
    items: [{ nameEn: "Grilled lobster", nameEs: "Langosta a la plancha", eur: "18.50" }],
  });

  it("are shown on their date only (Havana time), and the page knows when that changes", async () => {
    await saveSpecials(block, "owner@example.com");
    const before = await specialsToday("en", havana("2026-12-01T23:59"));
    expect(before.specials).toBeNull();
    // A block tomorrow: the page is stale at midnight, when it begins.
    expect(before.changesAt).toEqual(havana("2026-12-02T00:00"));

    const on = await menuToday("es", havana("2026-12-02T00:00"));
    expect(on.specials?.title).toBe("Especiales del miércoles");
    expect(on.changesAt).toEqual(havana("2026-12-03T00:00"));
    // 04:30 UTC on 3 December is still 2 December in Havana.
    expect((await specialsToday("en", new Date("2026-12-03T04:30:00Z"))).specials?.title).toBe("Wednesday specials");

    const after = await specialsToday("en", havana("2026-12-03T00:00"));
    expect(after).toEqual({ specials: null, changesAt: null });
  });

  it("are in the menu page's data and its JSON-LD's first section on that date", async () => {
    const page = await loadMenuPage("en", {}, havana("2026-12-02T12:00"));
    expect(page.specials).toEqual({
      date: "2026-12-02",
      title: "Wednesday specials",
      items: [{ name: "Grilled lobster", description: "", price: "€18.50", amount: "18.50" }],
    });
    expect(await deleteSpecials("2026-12-02")).toBe(true);
    expect(await deleteSpecials("2026-12-02")).toBe(false);
    expect((await loadMenuPage("en", {}, havana("2026-12-02T12:00"))).specials).toBeNull();
  });
});
