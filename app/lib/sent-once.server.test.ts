import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { documentValuesContext, sendOnce } from "./sent-once.server.ts";

describe("sendOnce", () => {
  it("sets a document's value aside for its render and sends only its name", () => {
    const context = new RouterContextProvider();
    const values = new Map<string, unknown>();
    context.set(documentValuesContext, values);
    const cards = [{ id: "tapas" }];
    expect(sendOnce(context, "menu-cards", cards)).toEqual({ inDocument: "menu-cards" });
    expect(values.get("menu-cards")).toBe(cards);
  });

  it("sends the value itself in a navigation's data, where there is no HTML to keep", () => {
    const context = new RouterContextProvider();
    context.set(documentValuesContext, null);
    expect(sendOnce(context, "menu-cards", ["x"])).toEqual({ value: ["x"] });
  });

  it("refuses a name already set for the request, which would show one block's text in another", () => {
    const context = new RouterContextProvider();
    context.set(documentValuesContext, new Map());
    sendOnce(context, "menu-cards", ["a"]);
    expect(() => sendOnce(context, "menu-cards", ["b"])).toThrow(/already set/);
  });
});
