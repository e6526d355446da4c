import { describe, expect, it } from "vitest";
import { defaultTemplate } from "../default-templates.server.ts";
import {
  mailTemplateKinds,
  fillTemplate,
  REQUIRED_PLACEHOLDERS,
  sampleValues,
  TEMPLATE_BODY_MAX_CHARS,
  TEMPLATE_SUBJECT_MAX_CHARS,
  templateIssues,
  validateTemplate,
  WHATSAPP_BODY_MAX_CHARS,
} from "./mail-templates.ts";

const good = { subject: "Confirmed: {date} – {site}", body: "Dear {name}, see you on {date} at {time} ({area}, {people})." };

describe("the owners' decision templates", () => {
  it("accepts every default in both languages, and a good edit", () => {
    for (const kind of mailTemplateKinds) {
      for (const lang of ["en", "es"] as const) expect(templateIssues(kind, defaultTemplate(kind, lang)), `${kind} ${lang}`).toEqual([]);
    }
    expect(templateIssues("confirmed", good)).toEqual([]);
  });

  it("refuses a body without a placeholder its kind requires, naming it in the owner's language", () => {
    expect(REQUIRED_PLACEHOLDERS.confirmed).toEqual(["date", "time"]);
    const noTime = { ...good, body: "Dear {name}, see you on {date}." };
    expect(validateTemplate("confirmed", noTime, "en")).toEqual([{ field: "body", message: "The text must contain {time}." }]);
    expect(validateTemplate("confirmed", noTime, "es")).toEqual([{ field: "body", message: "El texto debe contener {time}." }]);
    // Only the body counts: a date in the subject does not excuse a body without it.
    expect(templateIssues("declined", { subject: "About {date}", body: "We are sorry, {name}." })).toEqual([
      { field: "body", code: "missingPlaceholder", placeholder: "{date}" },
    ]);
    expect(templateIssues("whatsapp.cancelled", { subject: "", body: "Cancelled, {name}." }).map((i) => i.code)).toEqual(["missingPlaceholder"]);
  });

  it("refuses an unknown placeholder, in the subject or the body", () => {
    expect(validateTemplate("confirmed", { ...good, body: `${good.body} {table}` }, "en")).toEqual([
      { field: "body", message: "{table} is not a known placeholder. Use only: {name} {date} {time} {area} {people} {site}." },
    ]);
    expect(templateIssues("confirmed", { ...good, subject: "For {Name}" })).toEqual([{ field: "subject", code: "unknownPlaceholder", placeholder: "{Name}" }]);
    expect(templateIssues("confirmed", { ...good, body: `${good.body} { date }` }).map((i) => i.code)).toEqual(["unknownPlaceholder"]);
  });

  it("refuses a broken brace", () => {
    for (const body of ["Dear {name, on {date} at {time}", "Dear name}, on {date} at {time}", "On {date} at {time} {"]) {
      expect(templateIssues("confirmed", { ...good, body }).map((i) => i.code), body).toContain("brokenBrace");
    }
    expect(validateTemplate("confirmed", { ...good, subject: "{site" }, "es")[0]?.message).toBe(
      "Una llave no está cerrada o no está abierta: escribe los marcadores como {name}, y ninguna otra llave.",
    );
  });

  it("refuses an empty subject or body, a subject of two lines, and texts over their limits", () => {
    expect(templateIssues("confirmed", { ...good, subject: "  " }).map((i) => i.code)).toEqual(["subjectEmpty"]);
    expect(templateIssues("confirmed", { ...good, body: " " }).map((i) => i.code)).toEqual(["bodyEmpty"]);
    expect(templateIssues("confirmed", { ...good, subject: "One\nTwo" }).map((i) => i.code)).toEqual(["subjectOneLine"]);
    const long = (n: number) => "x".repeat(n);
    expect(templateIssues("confirmed", { ...good, subject: long(TEMPLATE_SUBJECT_MAX_CHARS) })).toEqual([]);
    expect(validateTemplate("confirmed", { ...good, subject: long(TEMPLATE_SUBJECT_MAX_CHARS + 1) }, "en")).toEqual([
      { field: "subject", message: `At most ${TEMPLATE_SUBJECT_MAX_CHARS} characters.` },
    ]);
    const body = (n: number) => `{date} {time} ${long(n - 14)}`;
    expect(templateIssues("confirmed", { ...good, body: body(TEMPLATE_BODY_MAX_CHARS) })).toEqual([]);
    expect(templateIssues("confirmed", { ...good, body: body(TEMPLATE_BODY_MAX_CHARS + 1) }).map((i) => i.code)).toEqual(["tooLong"]);
    // A WhatsApp message is shorter, and has no subject to check.
    expect(templateIssues("whatsapp.confirmed", { subject: "", body: body(WHATSAPP_BODY_MAX_CHARS) })).toEqual([]);
    expect(templateIssues("whatsapp.confirmed", { subject: "", body: body(WHATSAPP_BODY_MAX_CHARS + 1) }).map((i) => i.code)).toEqual(["tooLong"]);
  });
});

describe("the editor's preview", () => {
  it("fills the restaurant's name it is handed (the owners' one in force), and the sample guest in the template's language", () => {
    const preview = (lang: "en" | "es") => fillTemplate(defaultTemplate("whatsapp.confirmed", lang).body, sampleValues(lang, "Azotea Cienfuegos"));
    expect(preview("en")).toBe("Hello Mary Smith, your table at Azotea Cienfuegos for 4 people on Sunday, 20 June 2027 at 8:30 PM is confirmed. See you soon!");
    expect(preview("es")).toMatch(/^Hola, María García: tu mesa en Azotea Cienfuegos para 4 personas el .+ a las 8:30 PM está confirmada\. ¡Te esperamos!$/);
  });
});
