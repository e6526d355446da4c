import { describe, expect, it } from "vitest";
import { GUEST_CANCELLABLE, guestMayCancel, isManageLinkExpired, MANAGE_LINK_DAYS_AFTER_RESERVATION, MANAGE_LINK_DAYS_WITHOUT_DATE } from "./manage-rules";
import { requestStatuses } from "../../requests/rules/request-status";

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

  it("lets a guest cancel only an open or confirmed request", () => {
    expect(requestStatuses.filter(guestMayCancel)).toEqual(["new", "confirmed"]);
    expect(GUEST_CANCELLABLE).toEqual(["new", "confirmed"]);
  });
});
