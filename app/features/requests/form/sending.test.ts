import { describe, expect, it } from "vitest";
import { sending, type Reply, type Sending } from "./sending";

const reply: Reply = { status: "error", error: { email: ["Invalid email"] } };

describe("the contact form's sending phase (docs/product.md §8)", () => {
  it("goes idle → sending → sent, and back to idle on reset", () => {
    let state: Sending = { phase: "idle" };
    state = sending(state, { type: "send" });
    expect(state).toEqual({ phase: "sending" });
    state = sending(state, { type: "sent" });
    expect(state).toEqual({ phase: "sent" });
    expect(sending(state, { type: "reset" })).toEqual({ phase: "idle" });
  });

  it("keeps the server's notice about the guest's mail after the success resets, until the next send", () => {
    let state: Sending = sending({ phase: "sending" }, { type: "sent", notice: "The e-mail could not be sent right now." });
    expect(state).toEqual({ phase: "sent", notice: "The e-mail could not be sent right now." });
    state = sending(state, { type: "reset" });
    expect(state).toEqual({ phase: "idle", notice: "The e-mail could not be sent right now." });
    expect(sending(state, { type: "reset" })).toEqual({ phase: "idle" });
    expect(sending(state, { type: "send" })).toEqual({ phase: "sending" });
  });

  it("a failure carries the alert's lines and keeps the server's field messages until new ones come", () => {
    const failed = sending({ phase: "idle", reply }, { type: "fail", alerts: ["No connection"] });
    expect(failed).toEqual({ phase: "failed", alerts: ["No connection"], reply });
    const newer: Reply = { status: "error", error: { name: ["Name is required"] } };
    expect(sending(failed, { type: "fail", alerts: ["Sending failed"], reply: newer })).toEqual({ phase: "failed", alerts: ["Sending failed"], reply: newer });
    // Sending again drops the old messages from the state (Conform keeps showing them until it checks again).
    expect(sending(failed, { type: "send" })).toEqual({ phase: "sending" });
  });
});
