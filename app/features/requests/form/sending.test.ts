import { describe, expect, it } from "vitest";
import { sending, type Reply, type Sending } from "./sending.ts";

const reply: Reply = { status: "error", error: { email: ["Invalid email"] } };

describe("the contact form's sending phase (docs/product.md §8)", () => {
  it("goes idle → sending → sent → received (the note stays after the reset) → idle when the visitor writes again", () => {
    const received = { reservation: true, whatsapp: false };
    let state: Sending = { phase: "idle" };
    state = sending(state, { type: "send" });
    expect(state).toEqual({ phase: "sending" });
    state = sending(state, { type: "sent", received });
    expect(state).toEqual({ phase: "sent", received });
    state = sending(state, { type: "reset" });
    expect(state).toEqual({ phase: "received", received });
    // Only the visitor ends the note: another reset (the Clear button's) does not.
    expect(sending(state, { type: "write-again" })).toEqual({ phase: "idle" });
    expect(sending({ phase: "idle" }, { type: "reset" })).toEqual({ phase: "idle" });
    expect(sending({ phase: "idle" }, { type: "write-again" })).toEqual({ phase: "idle" });
  });

  it("keeps the server's notice about the guest's mail after the success resets, until the visitor writes again", () => {
    const received = { reservation: false, whatsapp: true };
    let state: Sending = sending({ phase: "sending" }, { type: "sent", received, notice: "The e-mail could not be sent right now." });
    expect(state).toEqual({ phase: "sent", received, notice: "The e-mail could not be sent right now." });
    state = sending(state, { type: "reset" });
    expect(state).toEqual({ phase: "received", received, notice: "The e-mail could not be sent right now." });
    expect(sending(state, { type: "write-again" })).toEqual({ phase: "idle" });
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
