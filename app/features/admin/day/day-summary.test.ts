import { describe, expect, it } from "vitest";
import { eveningSummary } from "./day-summary.ts";
import { adminText } from "../shell/dictionary.ts";

describe("the day view's heading", () => {
  it("tells the reservations still to come from those already arrived, in both languages", () => {
    expect(eveningSummary({ toCome: 2, arrived: 1, people: 8 }, adminText.en, "8 people")).toBe("2 reservations still to come · 1 arrived · 8 people");
    expect(eveningSummary({ toCome: 2, arrived: 1, people: 8 }, adminText.es, "8 personas")).toBe("2 reservas por llegar · 1 ya ha llegado · 8 personas");
    expect(eveningSummary({ toCome: 1, arrived: 3, people: 9 }, adminText.es, "9 personas")).toBe("1 reserva por llegar · 3 ya han llegado · 9 personas");
  });

  it("says none still to come once everyone has arrived, and leaves out arrivals before the first", () => {
    expect(eveningSummary({ toCome: 0, arrived: 2, people: 5 }, adminText.en, "5 people")).toBe("No reservation still to come · 2 arrived · 5 people");
    expect(eveningSummary({ toCome: 0, arrived: 1, people: 2 }, adminText.es, "2 personas")).toBe("Ninguna reserva por llegar · 1 ya ha llegado · 2 personas");
    expect(eveningSummary({ toCome: 1, arrived: 0, people: 2 }, adminText.en, "2 people")).toBe("1 reservation still to come · 2 people");
  });
});
