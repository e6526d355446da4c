import { describe, expect, it } from "vitest";
import { allowedMoves, canMove, GUEST_MAIL_STATUSES, requestStatuses, requestStatusRules, requestStatusTexts, sendsGuestMail } from "./request-status.ts";

describe("the request status table", () => {
  it("knows the six statuses", () => {
    expect([...requestStatuses]).toEqual(["new", "confirmed", "declined", "cancelled", "no-show", "done"]);
  });

  it("allows exactly these moves", () => {
    const moves = Object.fromEntries(requestStatuses.map((s) => [s, [...allowedMoves(s)]]));
    expect(moves).toEqual({
      new: ["confirmed", "declined", "cancelled", "done"],
      confirmed: ["cancelled", "no-show", "done"],
      declined: ["new"],
      cancelled: ["new"],
      "no-show": ["done"],
      done: ["new"],
    });
  });

  it("never moves a status to itself and only to known statuses", () => {
    for (const from of requestStatuses) {
      expect(canMove(from, from)).toBe(false);
      for (const to of allowedMoves(from)) expect(requestStatuses).toContain(to);
    }
  });

  it("refuses what the table does not list", () => {
    expect(canMove("new", "confirmed")).toBe(true);
    expect(canMove("new", "no-show")).toBe(false);
    expect(canMove("declined", "cancelled")).toBe(false);
    expect(canMove("cancelled", "confirmed")).toBe(false);
    expect(canMove("done", "confirmed")).toBe(false);
  });

  it("mails the guest for a confirmation, a refusal and a cancellation only", () => {
    expect([...GUEST_MAIL_STATUSES]).toEqual(["confirmed", "declined", "cancelled"]);
    expect(requestStatuses.filter(sendsGuestMail)).toEqual(["confirmed", "declined", "cancelled"]);
  });

  it("names every status and its button in both languages, differently", () => {
    for (const lang of ["en", "es"] as const) {
      const texts = requestStatusTexts(lang);
      for (const s of requestStatuses) {
        expect(texts[`status.${s}`]).toBe(requestStatusRules[s].label[lang]);
        expect(texts[`action.${s}`]).toBe(requestStatusRules[s].action[lang]);
      }
      expect(new Set(requestStatuses.map((s) => texts[`status.${s}`])).size).toBe(requestStatuses.length);
    }
    expect(requestStatusTexts("es")["status.no-show"]).toBe("No se presentó");
  });
});
