import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { weekdays } from "#app/booking/wall-time.ts";
import type { Schedule } from "#app/booking/schedule.ts";
import siteFacts from "#content/site.json";
import { scheduleFromSiteFacts } from "./schedule-defaults.ts";
import { EXCEPTION_LABEL_MAX_CHARS, PERIODS_PER_DAY_MAX } from "./schedule-limits.ts";
import { scheduleIssueTexts } from "./schedule-messages.ts";
import { scheduleFormValue, scheduleSchema } from "./schedule-schema.ts";

/** The form's fields as a browser posts them, from the form's starting value and changes. */
function post(changes: Record<string, string | undefined> = {}): FormData {
  const value = scheduleFormValue(scheduleFromSiteFacts(siteFacts));
  const fields = new Map<string, string>();
  for (const day of weekdays) {
    value.weekly[day].forEach((p, i) => {
      fields.set(`weekly.${day}[${i}].opens`, p.opens);
      fields.set(`weekly.${day}[${i}].closes`, p.closes);
    });
  }
  for (const name of ["lastSeatingMinutes", "noticeMinutes", "maxDaysAhead", "largePartyMin"] as const) fields.set(name, value[name]);
  for (const [area, cap] of Object.entries(value.capacity)) fields.set(`capacity.${area}`, cap);
  for (const [name, text] of Object.entries(changes)) {
    if (text === undefined) fields.delete(name);
    else fields.set(name, text);
  }
  const form = new FormData();
  for (const [name, text] of fields) form.append(name, text);
  return form;
}

function parse(form: FormData, lang: "en" | "es" = "en") {
  const result = parseWithZod(form, { schema: scheduleSchema, formatError: scheduleIssueTexts(lang) });
  return Object.assign(result, { error: result.status === "error" ? result.error : undefined });
}

const exception = (i: number, from: string, to: string, extra: Record<string, string> = {}) => ({
  [`exceptions[${i}].from`]: from,
  [`exceptions[${i}].to`]: to,
  [`exceptions[${i}].closed`]: "on",
  [`exceptions[${i}].labelEn`]: "Private event",
  [`exceptions[${i}].labelEs`]: "Evento privado",
  ...extra,
});

describe("the owners' schedule form", () => {
  it("takes the seeded schedule back unchanged", () => {
    const result = parse(post());
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    const { timeZone: _, ...seed } = scheduleFromSiteFacts(siteFacts);
    expect(result.value).toEqual(seed);
  });

  it("saves a closed weekday, several periods sorted, an exception with other hours, caps and rules", () => {
    const result = parse(
      post({
        "weekly.mon[0].opens": undefined,
        "weekly.mon[0].closes": undefined,
        "weekly.tue[0].opens": "12:00",
        "weekly.tue[0].closes": "00:00",
        "weekly.tue[1].opens": "07:00",
        "weekly.tue[1].closes": "11:00",
        ...exception(0, "2026-12-24", "2026-12-24", { "exceptions[0].closed": "", "exceptions[0].periods[0].opens": "08:00", "exceptions[0].periods[0].closes": "14:00" }),
        noticeMinutes: "120",
        maxDaysAhead: "60",
        largePartyMin: "12",
        "capacity.Terraza": "40",
      }),
    );
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.weekly.mon).toEqual([]);
    expect(result.value.weekly.tue).toEqual([
      { opens: "07:00", closes: "11:00" },
      { opens: "12:00", closes: "24:00" },
    ]);
    expect(result.value.exceptions).toEqual([{ from: "2026-12-24", to: "2026-12-24", periods: [{ opens: "08:00", closes: "14:00" }], labelEn: "Private event", labelEs: "Evento privado" }]);
    expect(result.value.booking).toEqual({ lastSeatingMinutes: 15, noticeMinutes: 120, maxDaysAhead: 60, largePartyMin: 12 });
    expect(result.value.capacity).toEqual({ Terraza: 40 });
  });

  const refusals: [string, Record<string, string | undefined>, string, string, string][] = [
    ["a closing before its opening", { "weekly.wed[0].closes": "06:00" }, "weekly.wed[0].closes", "The closing must be after the opening.", "El cierre debe ser después de la apertura."],
    ["a time that is no time", { "weekly.wed[0].opens": "7am" }, "weekly.wed[0].opens", "Write a time as HH:mm, e.g. 07:00.", "Escribe una hora como HH:mm, p. ej. 07:00."],
    [
      "overlapping periods",
      { "weekly.thu[1].opens": "22:00", "weekly.thu[1].closes": "24:00" },
      "weekly.thu[1].opens",
      "This period overlaps the one before it.",
      "Este horario se solapa con el anterior.",
    ],
    [
      "an exception ending before it starts",
      exception(0, "2026-12-24", "2026-12-20"),
      "exceptions[0].to",
      "The last day cannot be before the first.",
      "El último día no puede ser anterior al primero.",
    ],
    [
      "overlapping exceptions",
      { ...exception(0, "2026-12-24", "2026-12-26"), ...exception(1, "2026-12-26", "2026-12-31") },
      "exceptions[1].from",
      "These dates overlap another exception (2026-12-24 to 2026-12-26).",
      "Estas fechas se solapan con otra excepción (2026-12-24 a 2026-12-26).",
    ],
    [
      "an exception open without hours",
      exception(0, "2026-12-24", "2026-12-24", { "exceptions[0].closed": "" }),
      "exceptions[0].periods",
      "Add the hours of these days, or tick Closed.",
      "Añade el horario de estos días, o marca Cerrado.",
    ],
    ["an exception without its Spanish label", exception(0, "2026-12-24", "2026-12-24", { "exceptions[0].labelEs": "" }), "exceptions[0].labelEs", "Write a short label.", "Escribe una etiqueta corta."],
    [
      "a label too long",
      exception(0, "2026-12-24", "2026-12-24", { "exceptions[0].labelEn": "x".repeat(EXCEPTION_LABEL_MAX_CHARS + 1) }),
      "exceptions[0].labelEn",
      `At most ${EXCEPTION_LABEL_MAX_CHARS} characters.`,
      `Máx. ${EXCEPTION_LABEL_MAX_CHARS} caracteres.`,
    ],
    ["an impossible date", exception(0, "2026-02-31", "2026-03-01"), "exceptions[0].from", "Choose a date.", "Elige una fecha."],
    ["a capacity below one", { "capacity.Terraza": "-5" }, "capacity.Terraza", "From 1 to 999 covers.", "De 1 a 999 cubiertos."],
    ["a capacity that is no number", { "capacity.Terraza": "forty" }, "capacity.Terraza", "Write a whole number of covers, or leave it empty.", "Escribe un número entero de cubiertos, o déjalo vacío."],
    ["a negative last seating", { lastSeatingMinutes: "-1" }, "lastSeatingMinutes", "From 0 to 360 minutes.", "De 0 a 360 minutos."],
    [
      "a last seating as long as a period",
      { "weekly.fri[0].opens": "20:00", "weekly.fri[0].closes": "21:00", lastSeatingMinutes: "60" },
      "lastSeatingMinutes",
      "The last seating must be shorter than every opening period (the shortest lasts 60 minutes).",
      "La última entrada debe ser más corta que cada horario (el más corto dura 60 minutos).",
    ],
    ["a notice of more than a week", { noticeMinutes: "20000" }, "noticeMinutes", "From 0 to 10080 minutes.", "De 0 a 10080 minutos."],
    ["zero days ahead", { maxDaysAhead: "0" }, "maxDaysAhead", "From 1 to 731 days.", "De 1 a 731 días."],
    ["a large party above the form's people", { largePartyMin: "26" }, "largePartyMin", "From 2 to 25 people.", "De 2 a 25 personas."],
  ];

  it.each(refusals)("refuses %s, with a message on the field in both languages", (_, changes, field, en, es) => {
    const inEnglish = parse(post(changes), "en");
    expect(inEnglish.status).toBe("error");
    expect(inEnglish.error?.[field]).toEqual([en]);
    expect(parse(post(changes), "es").error?.[field]).toEqual([es]);
  });

  it(`refuses more than ${PERIODS_PER_DAY_MAX} periods a day`, () => {
    const many: Record<string, string> = {};
    for (let i = 0; i <= PERIODS_PER_DAY_MAX; i++) {
      many[`weekly.sat[${i}].opens`] = `${String(8 + i * 3).padStart(2, "0")}:00`;
      many[`weekly.sat[${i}].closes`] = `${String(9 + i * 3).padStart(2, "0")}:00`;
    }
    expect(parse(post(many)).error?.["weekly.sat"]).toEqual([`At most ${PERIODS_PER_DAY_MAX} periods a day.`]);
  });

  it("keeps an exception's labels in the other guest languages when written, leaves out the empty ones, and asks only English and Spanish", () => {
    const result = parse(post(exception(0, "2026-12-24", "2026-12-24", { "exceptions[0].labelFr": " Soirée privée ", "exceptions[0].labelDe": "" })));
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.exceptions).toEqual([
      { from: "2026-12-24", to: "2026-12-24", periods: [], labelEn: "Private event", labelEs: "Evento privado", labelFr: "Soirée privée" },
    ]);
    const noSpanish = parse(post(exception(0, "2026-12-24", "2026-12-24", { "exceptions[0].labelEs": "", "exceptions[0].labelRu": "Частное мероприятие" })));
    expect(noSpanish.error?.["exceptions[0].labelEs"]).toEqual(["Write a short label."]);
    const tooLong = parse(post(exception(0, "2026-12-24", "2026-12-24", { "exceptions[0].labelIt": "x".repeat(EXCEPTION_LABEL_MAX_CHARS + 1) })));
    expect(tooLong.error?.["exceptions[0].labelIt"]).toEqual([`At most ${EXCEPTION_LABEL_MAX_CHARS} characters.`]);
  });

  it("reads a document saved before the other languages' labels existed into the form", () => {
    const old = JSON.parse(
      JSON.stringify({ ...scheduleFromSiteFacts(siteFacts), exceptions: [{ from: "2026-12-24", to: "2026-12-24", periods: [], labelEn: "Christmas Eve", labelEs: "Nochebuena" }] }),
    ) as Schedule;
    expect(scheduleFormValue(old).exceptions[0]).toMatchObject({ labelEn: "Christmas Eve", labelEs: "Nochebuena", labelFr: "", labelDe: "", labelIt: "", labelRu: "" });
  });
});
