import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formats, formatsFor, formatTag } from "./formats.ts";
import { languages } from "./lang.ts";

const people = { one: "{n} person", other: "{n} people" };

describe("the site's languages", () => {
  it("write a day with weekday and month in words, the day first", () => {
    expect(formats.en.longDate("2026-12-12")).toBe("Saturday, 12 December 2026");
    expect(formats.es.longDate("2026-12-12")).toBe("sábado, 12 de diciembre de 2026");
    expect(formats.en.date("2026-11-25")).toBe("25 November 2026");
    expect(formats.es.date("2026-11-25")).toBe("25 de noviembre de 2026");
  });

  it("write a mail's reservation day in words whatever the process's own time zone", () => {
    expect(formats.en.longDate("2026-12-15")).toBe("Tuesday, 15 December 2026");
    expect(formats.es.longDate("2026-12-15")).toBe("martes, 15 de diciembre de 2026");
    // A calendar day is written from noon UTC in UTC: no offset, here or on the server, moves it.
    const day = fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (iso) => {
        const dayOfMonth = String(Number(iso.slice(8, 10)));
        return formats.en.longDate(iso).includes(` ${dayOfMonth} `) && formats.es.longDate(iso).includes(`, ${dayOfMonth} de `);
      }),
    );
  });

  it("write day and month in figures as the footer's exceptions do", () => {
    expect(formats.en.dayMonth("2026-12-04")).toBe("04/12");
    expect(formats.es.dayMonth("2026-12-24")).toBe("24/12");
    expect(formats.es.dayMonth("2026-12-01")).toBe("01/12");
  });

  it("write times as the spec's 12-hour labels", () => {
    expect(formats.en.time("20:30")).toBe("8:30 PM");
    expect(formats.es.time("13:05")).toBe("1:05 PM");
    expect(formats.es.time("00:15")).toBe("12:15 AM");
  });

  it("write an instant in the restaurant's time zone, not the reader's", () => {
    // 01:30 UTC on 13 December is still the evening of the 12th in Havana (UTC−5).
    const instant = Date.UTC(2026, 11, 13, 1, 30);
    expect(formats.en.dateTime(instant, "America/Havana")).toBe("Saturday, 12 December 2026, 8:30 PM");
    expect(formats.es.dateTime(instant, "America/Havana")).toBe("sábado, 12 de diciembre de 2026, 8:30 PM");
  });

  it("write numbers and prices with the language's separators and sign", () => {
    expect(formats.en.number(3690)).toBe("3,690");
    expect(formats.es.number(1.0825, { min: 2, max: 4 })).toBe("1,0825");
    expect(formats.en.money(4.5, "EUR")).toBe("€4.50");
    expect(formats.es.money(4.5, "EUR")).toBe("4,50\u00a0€");
  });

  it("count by the language's plural rules", () => {
    expect(formats.en.count(1, people)).toBe("1 person");
    expect(formats.es.count(4, { one: "{n} persona", other: "{n} personas" })).toBe("4 personas");
  });

  it("leave a value that is not a date or a time as it is, so odd stored data never breaks a page", () => {
    for (const lang of languages) {
      expect(formats[lang].longDate("2026-02-31")).toBe("2026-02-31");
      expect(formats[lang].dayMonth("soon")).toBe("soon");
      expect(formats[lang].time("8 pm")).toBe("8 pm");
    }
  });

  it("take every tag from the language's settings, British English for the day first", () => {
    expect(formatTag("en")).toBe("en-GB");
    expect(formatTag("es")).toBe("es");
  });
});

// The languages to come need no code: their tag is enough.
describe("a language's tag alone", () => {
  const fr = formatsFor("fr-FR");
  const de = formatsFor("de");
  const it_ = formatsFor("it");
  const ru = formatsFor("ru");

  it("writes weekdays and months in the language's words and grammar", () => {
    expect(fr.longDate("2026-12-12")).toContain("décembre");
    expect(fr.longDate("2026-12-12")).toContain("samedi");
    expect(de.longDate("2026-12-12")).toBe("Samstag, 12. Dezember 2026");
    expect(it_.longDate("2026-12-12")).toContain("sabato 12 dicembre 2026");
    // Russian: the month in the genitive after the day.
    expect(ru.longDate("2026-12-12")).toContain("суббота, 12 декабря 2026");
    // German closes a day and month with a dot ("Geschlossen am 24.12.: …"); Russian does not.
    expect(de.dayMonth("2026-12-24")).toBe("24.12.");
    expect(ru.dayMonth("2026-12-01")).toBe("01.12");
    expect(fr.dayMonth("2026-12-01")).toBe("01/12");
    expect(it_.dayMonth("2026-12-01")).toBe("01/12");
    expect(formatsFor("ja").dayMonth("2026-12-01")).toBe("12/01");
  });

  it("writes times on the language's own clock", () => {
    expect(de.time("20:30")).toBe("20:30");
    expect(fr.time("07:05")).toBe("7:05");
    expect(ru.dateTime(Date.UTC(2026, 11, 13, 1, 30), "America/Havana")).toBe("суббота, 12 декабря 2026 г., 20:30");
  });

  it("writes numbers and prices with the language's separators", () => {
    expect(fr.money(1234.5, "EUR")).toBe("1\u202f234,50\u00a0€");
    expect(de.money(1234.5, "EUR")).toBe("1.234,50\u00a0€");
    expect(ru.number(3690)).toBe("3\u00a0690");
  });

  it("counts by the language's plural rules: Russian has a form for 2–4 and one for 5 and more", () => {
    const words = { one: "{n} человек", few: "{n} человека", many: "{n} человек", other: "{n} человека" };
    expect(ru.count(2, words)).toBe("2 человека");
    expect(ru.count(5, words)).toBe("5 человек");
    expect(ru.count(21, words)).toBe("21 человек");
  });
});
