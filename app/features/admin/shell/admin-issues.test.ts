import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ALT_TEXT_MAX_LENGTH } from "#app/features/media/rules/media-upload.ts";
import { altTextSchema } from "../photos/alt-text-schema.ts";
import { signInSchema } from "../sign-in/sign-in-schema.ts";
import { adminIssueTexts } from "./admin-issues.ts";
import { adminText } from "./dictionary.ts";

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>, lang: "en" | "es") {
  const result = parseWithZod(new URLSearchParams(fields), { schema, formatError: adminIssueTexts(adminText[lang]) });
  return result.status === "error" ? result.error : undefined;
}

describe("the owners' schemas report codes; adminIssueTexts gives the text in the area's language", () => {
  it("fills the bound into the text", () => {
    const long = "x".repeat(ALT_TEXT_MAX_LENGTH + 1);
    expect(errorsOf(altTextSchema, { altEn: long, altEs: "" }, "en")).toEqual({
      altEn: [`At most ${ALT_TEXT_MAX_LENGTH} characters.`],
      altEs: ["Describe the photo in a few words."],
    });
    expect(errorsOf(altTextSchema, { altEn: long, altEs: "" }, "es")).toEqual({
      altEn: [`Máx. ${ALT_TEXT_MAX_LENGTH} caracteres.`],
      altEs: ["Describe la foto en pocas palabras."],
    });
  });

  it("translates the sign-in messages", () => {
    expect(errorsOf(signInSchema, { email: "not-an-address" }, "es")).toEqual({
      email: ["Escribe un correo electrónico válido."],
      password: ["Escribe tu contraseña."],
    });
  });

  it("shows a message that is no code as it is", () => {
    expect(adminIssueTexts(adminText["en"])([{ message: "Something else" }])).toEqual(["Something else"]);
  });
});
