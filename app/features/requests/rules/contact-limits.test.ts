import { describe, expect, it } from "vitest";
import { acknowledgementMayWait, acknowledgementWithheld, GUEST_MAIL_MAX_WAIT_HOURS, GUEST_MAILS_PER_RECIPIENT_PER_DAY, guestMailOverBudget } from "./contact-limits.ts";
import { GUEST_MAILS_PER_HOUR, GUEST_MAILS_PER_SENDER_PER_HOUR } from "#app/config-defaults.ts";

describe("the guest-mail budget", () => {
  it("allows mails up to each budget and names the one the next mail would exceed", () => {
    expect(guestMailOverBudget(GUEST_MAILS_PER_RECIPIENT_PER_DAY - 1, GUEST_MAILS_PER_HOUR - 1)).toBeUndefined();
    expect(guestMailOverBudget(GUEST_MAILS_PER_RECIPIENT_PER_DAY, 0)).toBe("budget-recipient-day");
    expect(guestMailOverBudget(0, GUEST_MAILS_PER_HOUR)).toBe("budget-hour");
    expect(guestMailOverBudget(0, 5, 5)).toBe("budget-hour");
  });

  it("keeps one sender's allowance far below the hour's budget, so only many senders together can spend it", () => {
    expect(GUEST_MAILS_PER_SENDER_PER_HOUR * 10).toBeLessThanOrEqual(GUEST_MAILS_PER_HOUR);
  });

  it("withholds an acknowledgement over the address's budget without asking the sender's allowance, else over the sender's", () => {
    let asked = 0;
    const sender = (allowed: boolean) => () => (asked++, allowed);
    expect(acknowledgementWithheld(GUEST_MAILS_PER_RECIPIENT_PER_DAY, sender(true))).toBe("budget-recipient-day");
    expect(asked).toBe(0);
    expect(acknowledgementWithheld(GUEST_MAILS_PER_RECIPIENT_PER_DAY - 1, sender(false))).toBe("budget-sender");
    expect(acknowledgementWithheld(0, sender(true))).toBeUndefined();
    expect(asked).toBe(2);
  });

  it("lets an acknowledgement over the hour's budget wait, for a while", () => {
    const queued = new Date("2027-01-01T10:00:00Z");
    const after = (hours: number) => new Date(queued.getTime() + hours * 3_600_000);
    expect(acknowledgementMayWait(queued, after(1))).toBe(true);
    expect(acknowledgementMayWait(queued, after(GUEST_MAIL_MAX_WAIT_HOURS - 0.01))).toBe(true);
    expect(acknowledgementMayWait(queued, after(GUEST_MAIL_MAX_WAIT_HOURS))).toBe(false);
  });
});
