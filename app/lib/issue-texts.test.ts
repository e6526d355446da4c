import { describe, expect, it } from "vitest";
import { issueTexts } from "./issue-texts.ts";

const sentences = { tooLong: "At most {max} characters.", range: "From {min} to {max}.", named: "Hello {name}.", count: "At most {n}." };

describe("issueTexts", () => {
  it("gives each code's sentence, filled from its params", () => {
    expect(issueTexts(sentences)([{ message: "named", params: { name: "Ana" } }])).toEqual(["Hello Ana."]);
  });

  it("fills the bounds zod reports, under the names asked for", () => {
    expect(issueTexts(sentences)([{ message: "range", minimum: 2, maximum: 8 }])).toEqual(["From 2 to 8."]);
    expect(issueTexts(sentences, { min: "min", max: "n" })([{ message: "count", maximum: 5 }])).toEqual(["At most 5."]);
  });

  it("prefers a param over the bound, and leaves a placeholder with no value as written", () => {
    expect(issueTexts(sentences)([{ message: "tooLong", params: { max: 10 }, maximum: 99 }])).toEqual(["At most 10 characters."]);
    expect(issueTexts(sentences)([{ message: "tooLong" }])).toEqual(["At most {max} characters."]);
  });

  it("shows a message that is no code as it is", () => {
    expect(issueTexts(sentences)([{ message: "Something else" }, { message: "toString" }])).toEqual(["Something else", "toString"]);
  });
});
