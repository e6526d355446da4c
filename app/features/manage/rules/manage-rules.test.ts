import { describe, expect, it } from "vitest";
import {
  GUEST_ACTIONS,
  guestActionClosed,
  isManageLinkExpired,
  MANAGE_LINK_DAYS_AFTER_RESERVATION,
  MANAGE_LINK_DAYS_WITHOUT_DATE,
  reservationBegins,
  renewsManageLink,
} from "./manage-rules.ts";
import { requestStatuses } from "#app/features/requests/rules/request-status.ts";

const DAY = 24 * 60 * 60 * 1000;

describe("the manage link's rules", () => {
  it("works until the end of the last allowed Havana day after the reservation", () => {
    const request = { reservationDate: "2027-06-20", createdAt: new Date("2027-06-01T12:00:00Z") };
    // Havana is UTC-4 in June: the day 2027-06-20 + N ends at 04:00 UTC the next morning.
    const lastDay = new Date(Date.UTC(2027, 5, 20 + MANAGE_LINK_DAYS_AFTER_RESERVATION, 12));
    expect(isManageLinkExpired(request, new Date("2027-06-21T01:00:00Z"))).toBe(false);
    expect(isManageLinkExpired(request, lastDay)).toBe(false);
    expect(isManageLinkExpired(request, new Date(Date.UTC(2027, 5, 21 + MANAGE_LINK_DAYS_AFTER_RESERVATION, 3, 59)))).toBe(false);
    expect(isManageLinkExpired(request, new Date(Date.UTC(2027, 5, 21 + MANAGE_LINK_DAYS_AFTER_RESERVATION, 4, 1)))).toBe(true);
  });

  it("counts from the day it was sent for a request without a date", () => {
    const createdAt = new Date("2027-01-01T12:00:00Z");
    const request = { reservationDate: null, createdAt };
    expect(isManageLinkExpired(request, new Date(createdAt.getTime() + MANAGE_LINK_DAYS_WITHOUT_DATE * DAY))).toBe(false);
    expect(isManageLinkExpired(request, new Date(createdAt.getTime() + MANAGE_LINK_DAYS_WITHOUT_DATE * DAY + 1))).toBe(true);
  });

  it("opens each action only in an open request: a settled one has nothing left to cancel or change", () => {
    const now = new Date("2027-06-01T12:00:00Z");
    for (const action of GUEST_ACTIONS) {
      const open = requestStatuses.filter((status) => guestActionClosed(action, { status, reservationDate: "2027-06-20", reservationTime: "20:30" }, now) === null);
      expect(open, action).toEqual(["new", "confirmed"]);
      for (const status of ["declined", "cancelled", "no-show", "done"] as const) {
        expect(guestActionClosed(action, { status, reservationDate: "2027-06-20", reservationTime: "20:30" }, now)).toBe("settled");
      }
    }
  });

  it("closes each action when the reservation begins, in the restaurant's time zone", () => {
    // Havana is UTC-4 in June: 20:30 there is 00:30 UTC the next day.
    const request = { status: "confirmed" as const, reservationDate: "2027-06-20", reservationTime: "20:30" };
    expect(reservationBegins(request)).toEqual(new Date("2027-06-21T00:30:00Z"));
    for (const action of GUEST_ACTIONS) {
      expect(guestActionClosed(action, request, new Date("2027-06-21T00:29:59Z")), action).toBeNull();
      expect(guestActionClosed(action, request, new Date("2027-06-21T00:30:00Z")), action).toBe("begun");
      expect(guestActionClosed(action, request, new Date("2027-06-22T12:00:00Z")), action).toBe("begun");
    }
    // A date without a time begins with its day; a plain message never begins.
    expect(reservationBegins({ reservationDate: "2027-06-20", reservationTime: null })).toEqual(new Date("2027-06-20T04:00:00Z"));
    expect(guestActionClosed("ask", { status: "new", reservationDate: null, reservationTime: null }, new Date("2099-01-01T00:00:00Z"))).toBeNull();
  });

  it("starts a new link when an owner opens a settled request again, and only then", () => {
    const renewing = requestStatuses.flatMap((from) => requestStatuses.filter((to) => renewsManageLink(from, to)).map((to) => `${from}->${to}`));
    expect(renewing).toEqual([
      "declined->new",
      "declined->confirmed",
      "cancelled->new",
      "cancelled->confirmed",
      "no-show->new",
      "no-show->confirmed",
      "done->new",
      "done->confirmed",
    ]);
  });
});
