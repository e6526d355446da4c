import { describe, expect, it } from "vitest";
import {
  bookedEarlyEnoughForReminder,
  digestDayDue,
  digestOutboxId,
  reminderDayDue,
  reminderMoment,
  reminderOutboxId,
  reminderWithheld,
  restaurantHour,
  unansweredBefore,
} from "./daily-mails.ts";

// Cuba moves its clocks at midnight: on Sunday 8 March 2026 00:00 CST (UTC−5) becomes 01:00 CDT
// (UTC−4); on Sunday 1 November 2026 01:00 CDT becomes 00:00 CST again.
const at = (iso: string) => new Date(iso);

describe("the restaurant's hour", () => {
  it("follows Havana's clock across the March change", () => {
    expect(restaurantHour(at("2026-03-08T04:59:00Z"))).toBe(23); // Saturday 23:59 CST
    expect(restaurantHour(at("2026-03-08T05:00:00Z"))).toBe(1); // Sunday 01:00 CDT: midnight never happens
    expect(restaurantHour(at("2026-03-08T14:00:00Z"))).toBe(10);
    expect(restaurantHour(at("2026-03-07T15:00:00Z"))).toBe(10);
  });

  it("follows Havana's clock across the November change", () => {
    expect(restaurantHour(at("2026-11-01T04:30:00Z"))).toBe(0); // 00:30 CDT
    expect(restaurantHour(at("2026-11-01T05:30:00Z"))).toBe(0); // 00:30 CST, the second time
    expect(restaurantHour(at("2026-10-31T14:00:00Z"))).toBe(10);
    expect(restaurantHour(at("2026-11-02T15:00:00Z"))).toBe(10);
  });
});

describe("when the reminders are due", () => {
  it("is REMINDER_HOUR on the day before, Havana time, whatever the offset that day", () => {
    expect(reminderMoment("2026-03-08", 10).toISOString()).toBe("2026-03-07T15:00:00.000Z"); // CST
    expect(reminderMoment("2026-03-09", 10).toISOString()).toBe("2026-03-08T14:00:00.000Z"); // CDT
    expect(reminderMoment("2026-11-01", 10).toISOString()).toBe("2026-10-31T14:00:00.000Z"); // CDT
    expect(reminderMoment("2026-11-02", 10).toISOString()).toBe("2026-11-01T15:00:00.000Z"); // CST
  });

  it("asks for tomorrow's reservations from REMINDER_HOUR on, not a minute before", () => {
    expect(reminderDayDue(at("2026-03-08T13:59:00Z"), 10)).toBeUndefined(); // 09:59 CDT
    expect(reminderDayDue(at("2026-03-08T14:00:00Z"), 10)).toBe("2026-03-09");
    expect(reminderDayDue(at("2026-11-25T14:59:00Z"), 10)).toBeUndefined(); // 09:59 CST
    expect(reminderDayDue(at("2026-11-25T15:00:00Z"), 10)).toBe("2026-11-26");
    // Late in the Havana evening it is already the next day in UTC: tomorrow is Havana's.
    expect(reminderDayDue(at("2026-11-26T04:30:00Z"), 10)).toBe("2026-11-26");
  });

  it("sends none for a booking made less than 24 hours before its reminder time", () => {
    // Reservation on 27 November: reminder time 26 November 10:00 CST = 15:00 UTC.
    expect(bookedEarlyEnoughForReminder(at("2026-11-25T15:00:00Z"), "2026-11-27", 10)).toBe(true);
    expect(bookedEarlyEnoughForReminder(at("2026-11-25T15:00:01Z"), "2026-11-27", 10)).toBe(false);
    expect(bookedEarlyEnoughForReminder(at("2026-11-26T09:00:00Z"), "2026-11-27", 10)).toBe(false);
    // Across the March change the day before has 23 hours: still 24 real hours are needed.
    expect(bookedEarlyEnoughForReminder(at("2026-03-07T14:00:00Z"), "2026-03-09", 10)).toBe(true);
    expect(bookedEarlyEnoughForReminder(at("2026-03-07T14:00:01Z"), "2026-03-09", 10)).toBe(false);
  });

  it("withholds a reminder whose reservation is no longer confirmed, or already begun", () => {
    const confirmed = { status: "confirmed", reservationDate: "2026-11-27", reservationTime: "20:30" };
    expect(reminderWithheld(confirmed, at("2026-11-26T15:00:00Z"))).toBeUndefined();
    expect(reminderWithheld({ ...confirmed, status: "cancelled" }, at("2026-11-26T15:00:00Z"))).toBe("not-confirmed");
    expect(reminderWithheld(confirmed, at("2026-11-28T01:29:00Z"))).toBeUndefined(); // 20:29 CST
    expect(reminderWithheld(confirmed, at("2026-11-28T01:30:00Z"))).toBe("reservation-past");
  });
});

describe("when the digest is due", () => {
  it("is today's from DIGEST_HOUR on, Havana time", () => {
    expect(digestDayDue(at("2026-11-25T13:59:00Z"), 9)).toBeUndefined(); // 08:59 CST
    expect(digestDayDue(at("2026-11-25T14:00:00Z"), 9)).toBe("2026-11-25");
    expect(digestDayDue(at("2026-11-26T04:59:00Z"), 9)).toBe("2026-11-25"); // 23:59 CST
    expect(digestDayDue(at("2026-11-26T05:00:00Z"), 9)).toBeUndefined(); // midnight: a new day, before its hour
    expect(digestDayDue(at("2026-03-08T12:59:00Z"), 9)).toBeUndefined(); // 08:59 CDT
    expect(digestDayDue(at("2026-03-08T13:00:00Z"), 9)).toBe("2026-03-08");
    // DIGEST_HOUR=off, REMINDER_HOUR=off: never.
    expect(digestDayDue(at("2026-03-08T13:00:00Z"), undefined)).toBeUndefined();
    expect(reminderDayDue(at("2026-03-08T13:00:00Z"), undefined)).toBeUndefined();
  });

  it("names one row per day and one reminder per request", () => {
    expect(digestOutboxId("2026-11-25")).toBe("digest.2026-11-25");
    expect(reminderOutboxId("abc")).toBe("abc.reminder");
    expect(unansweredBefore(at("2026-11-25T14:00:00Z"), 12).toISOString()).toBe("2026-11-25T02:00:00.000Z");
  });
});
