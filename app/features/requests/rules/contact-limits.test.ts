import { describe, expect, it } from "vitest";
import { GUEST_MAILS_PER_HOUR, GUEST_MAILS_PER_RECIPIENT_PER_DAY, guestMailOverBudget } from "./contact-limits";

describe("the guest-mail budget", () => {
  it("allows mails up to each budget and names the one the next mail would exceed", () => {
    expect(guestMailOverBudget(GUEST_MAILS_PER_RECIPIENT_PER_DAY - 1, GUEST_MAILS_PER_HOUR - 1)).toBeUndefined();
    expect(guestMailOverBudget(GUEST_MAILS_PER_RECIPIENT_PER_DAY, 0)).toBe("budget-recipient-day");
    expect(guestMailOverBudget(0, GUEST_MAILS_PER_HOUR)).toBe("budget-hour");
    expect(guestMailOverBudget(0, 5, 5)).toBe("budget-hour");
  });
});
