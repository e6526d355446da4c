import { describe, expect, it } from "vitest";
import { freshDataDirs } from "#tests/support/unit/fresh-data-dir.ts";
import { db } from "#app/db.server.ts";
import { scheduleRevisions, textBlocks } from "#db/schema.ts";
import { perLang } from "#app/lib/lang.ts";
import { addDaysToIsoDate } from "#app/booking/wall-time.ts";
import { restaurantToday } from "#app/booking/reservation-dates.ts";
import type { Schedule, ScheduleException } from "#app/booking/schedule.ts";
import { scheduleFromSiteFacts } from "#app/features/schedule/rules/schedule-defaults.ts";
import { insertFactsVersion } from "#app/features/facts/facts-store.server.ts";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { publish } from "#app/shell/content/content-version.server.ts";
import siteFacts from "#content/site.json";
import { languageCompleteness } from "./language-words.server.ts";

// What the Languages page counts for a guest language the site added (French here), read from a
// real database with only the rows each test writes: the schedule's exceptions' labels and the
// facts' opening line count beside the text blocks.

freshDataDirs({ seed: false });

async function saveSchedule(exceptions: ScheduleException[]) {
  const schedule: Schedule = { ...scheduleFromSiteFacts(siteFacts), exceptions };
  await (await db()).insert(scheduleRevisions).values({ document: JSON.stringify(schedule), changedBy: "ana@example.com" });
}

async function saveOpening(opening: Partial<Record<string, string>>) {
  await insertFactsVersion(await db(), { ...seedFacts, opening: { ...perLang(() => ""), ...opening } }, "ana@example.com");
  await publish();
}

describe("a new guest language's completeness", () => {
  it("counts a coming exception without a French label as missing, and one with it as written", async () => {
    const soon = addDaysToIsoDate(restaurantToday(), 10);
    const later = addDaysToIsoDate(restaurantToday(), 20);
    const past = addDaysToIsoDate(restaurantToday(), -20);
    await saveSchedule([
      { from: past, to: past, periods: [], labelEn: "Long ago", labelEs: "Hace tiempo" },
      { from: soon, to: soon, periods: [], labelEn: "Christmas Eve", labelEs: "Nochebuena" },
      { from: later, to: later, periods: [], labelEn: "Private event", labelEs: "Evento privado", labelFr: "Soirée privée" },
    ]);
    const fr = await languageCompleteness("fr", "es");
    // The past exception is on no page: nothing to translate.
    expect(fr.counts.exceptions).toEqual({ filled: 1, total: 2 });
    expect(fr.missing.filter((m) => m.kind === "exceptions").map((m) => m.label)).toEqual([`${soon} · Nochebuena`]);
    expect(fr.complete).toBe(false);
    // German has neither.
    expect((await languageCompleteness("de", "en")).counts.exceptions).toEqual({ filled: 0, total: 2 });
  });

  it("counts the facts' opening line where English has one", async () => {
    await saveOpening({ en: "Open daily", es: "Abierto a diario" });
    expect((await languageCompleteness("it", "en")).counts.facts).toEqual({ filled: 0, total: 1 });
    await saveOpening({ en: "Open daily", es: "Abierto a diario", it: "Aperti tutti i giorni" });
    expect((await languageCompleteness("it", "en")).counts.facts).toEqual({ filled: 1, total: 1 });
    // No opening line in English: none is asked of Russian either.
    await saveOpening({ es: "Abierto a diario" });
    expect((await languageCompleteness("ru", "en")).counts.facts).toEqual({ filled: 0, total: 0 });
  });

  it("counts the text blocks English has against the new language's", async () => {
    const now = new Date();
    await (await db()).insert(textBlocks).values([
      { section: "encabezado", value: "titulo", lang: "en", text: "Rooftop", updatedAt: now },
      { section: "encabezado", value: "titulo", lang: "fr", text: "Le toit", updatedAt: now },
      { section: "encabezado", value: "subtitulo", lang: "en", text: "Tapas", updatedAt: now },
    ]);
    const fr = await languageCompleteness("fr", "en");
    expect(fr.counts.texts).toEqual({ filled: 1, total: 2 });
    expect(fr.missing.filter((m) => m.kind === "texts").map((m) => m.path)).toEqual(["/texts/encabezado/subtitulo"]);
  });
});
