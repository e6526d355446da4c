import { ownersBilingual, type Dictionary, type OwnersDictionary } from "#app/lib/bilingual.ts";
import { fill } from "#app/lib/fill.ts";
import type { Lang, OwnerLang } from "#app/lib/lang.ts";
import { charCount } from "#app/lib/text-rules.ts";
import { GUEST_MAIL_STATUSES, type GuestMailStatus } from "./request-status.ts";
import { formats } from "#app/lib/formats.ts";
import { samplesFr } from "./mail-templates.fr.ts";
import { samplesDe } from "./mail-templates.de.ts";
import { samplesIt } from "./mail-templates.it.ts";
import { samplesRu } from "./mail-templates.ru.ts";

// The owners' own wording of what the guest is told about a decision (docs/product.md §13): one
// template per status and language for the mail (a subject and a body) and one for the short
// WhatsApp message the owner sends from their phone. A row of mail_templates overrides the
// default, which is the embedded text of ../mail-texts.ts. The owners' editor, its server code,
// the mail composer and the tests all take the rules from here: which kinds exist, which
// placeholders are known and which each kind must name, how long a template may be, and what
// the owner is told when a template cannot be saved.

/**
 * A decision mail's template kind is its status; a WhatsApp template's is "whatsapp.<status>";
 * "changed" is the mail about an owner's change of the reservation's date, time, area or people
 * (app/features/requests/changed-mail.server.ts).
 */
export const mailTemplateKinds = [
  ...GUEST_MAIL_STATUSES,
  "changed",
  ...GUEST_MAIL_STATUSES.map((s) => `whatsapp.${s}` as const),
] as const satisfies readonly string[];
export type MailTemplateKind = GuestMailStatus | "changed" | `whatsapp.${GuestMailStatus}`;

export function isMailTemplateKind(value: unknown): value is MailTemplateKind {
  return (mailTemplateKinds as readonly unknown[]).includes(value);
}

export function isWhatsappKind(kind: MailTemplateKind): kind is `whatsapp.${GuestMailStatus}` {
  return kind.startsWith("whatsapp.");
}

export function templateKindFor(status: GuestMailStatus, channel: "mail" | "whatsapp"): MailTemplateKind {
  return channel === "mail" ? status : `whatsapp.${status}`;
}

/** The placeholders a template may use; app/features/requests/request-mail-parts.server.ts (statusMailValues) fills them. */
export const TEMPLATE_PLACEHOLDERS = ["name", "date", "time", "area", "people", "site"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/**
 * What each kind must name in its body, so the guest always learns which reservation the
 * message is about: a confirmation its date and time (the guest must know when to come), a
 * refusal or a cancellation at least its date. The subject may repeat them; only the body counts.
 */
export const REQUIRED_PLACEHOLDERS: Record<MailTemplateKind, readonly TemplatePlaceholder[]> = {
  confirmed: ["date", "time"],
  declined: ["date"],
  cancelled: ["date"],
  changed: ["date", "time"],
  "whatsapp.confirmed": ["date", "time"],
  "whatsapp.declined": ["date"],
  "whatsapp.cancelled": ["date"],
};

/** A subject is one line a mail program shows in its list. */
export const TEMPLATE_SUBJECT_MAX_CHARS = 150;
export const TEMPLATE_BODY_MAX_CHARS = 2000;
/** A WhatsApp message is read on a phone at a glance, and travels whole in the wa.me address. */
export const WHATSAPP_BODY_MAX_CHARS = 400;

export type TemplateText = { subject: string; body: string };

export function templateBodyMaxChars(kind: MailTemplateKind): number {
  return isWhatsappKind(kind) ? WHATSAPP_BODY_MAX_CHARS : TEMPLATE_BODY_MAX_CHARS;
}

/** What the owners read about each placeholder, beside the editor, in the owners' language. */
export const placeholderMeanings: OwnersDictionary<Record<TemplatePlaceholder, string>> = {
  en: {
    name: "the guest's name",
    date: "the reservation's date, with weekday and month in words",
    time: "the reservation's time",
    area: "the area (terrace, balcony, inside)",
    people: "how many people (\"4 people\")",
    site: "the restaurant's name",
  },
  es: {
    name: "el nombre del cliente",
    date: "la fecha de la reserva, con el día de la semana y el mes en letra",
    time: "la hora de la reserva",
    area: "la zona (terraza, balcón, interior)",
    people: "cuántas personas («4 personas»)",
    site: "el nombre del restaurante",
  },
};

/**
 * The values the editor's preview fills in, in the template's language; `site` is the
 * restaurant's name in force (the root loader's facts), as the mail will say it.
 */
export function sampleValues(lang: Lang, site: string): Record<TemplatePlaceholder, string> {
  return { ...samples[lang], site, date: formats[lang].longDate(SAMPLE_DATE) };
}

/** The preview's reservation day, written as the mails write it (in words, in the template's language). */
const SAMPLE_DATE = "2027-06-20";

export const samples: Dictionary<Record<Exclude<TemplatePlaceholder, "date" | "site">, string>> = {
  en: { name: "Mary Smith", time: "8:30 PM", area: "Terrace", people: "4 people" },
  es: { name: "María García", time: "8:30 PM", area: "Terraza", people: "4 personas" },
  fr: samplesFr,
  de: samplesDe,
  it: samplesIt,
  ru: samplesRu,
};

/** A template with its placeholders filled. */
export function fillTemplate(text: string, values: Readonly<Record<TemplatePlaceholder, string>>): string {
  return fill(text, values);
}

/** The template editor's refusals: the owners' words, in the owners' languages. */
export const issueTexts = ownersBilingual({
  en: {
    subjectEmpty: "The subject cannot be empty.",
    subjectOneLine: "The subject must be one line.",
    bodyEmpty: "The text cannot be empty.",
    tooLong: "At most {n} characters.",
    missingPlaceholder: "The text must contain {placeholder}.",
    unknownPlaceholder: "{placeholder} is not a known placeholder. Use only: {known}.",
    brokenBrace: "A brace is not closed or not opened: write placeholders as {example}, and no other braces.",
  },
  es: {
    subjectEmpty: "El asunto no puede quedar vacío.",
    subjectOneLine: "El asunto debe ser una sola línea.",
    bodyEmpty: "El texto no puede quedar vacío.",
    tooLong: "Máx. {n} caracteres.",
    missingPlaceholder: "El texto debe contener {placeholder}.",
    unknownPlaceholder: "{placeholder} no es un marcador conocido. Usa solo: {known}.",
    brokenBrace: "Una llave no está cerrada o no está abierta: escribe los marcadores como {example}, y ninguna otra llave.",
  },
});

export type TemplateIssueCode = keyof (typeof issueTexts)["en"];
export type TemplateIssue = { field: "subject" | "body"; code: TemplateIssueCode; placeholder?: string; n?: number };

const braced = (name: string) => `{${name}}`;

/** The placeholders a text uses, and whether a brace stands outside any "{word}". */
function scan(text: string): { used: string[]; broken: boolean } {
  const used: string[] = [];
  const rest = text.replace(/\{([^{}\n]*)\}/g, (_, inner: string) => {
    used.push(inner);
    return "";
  });
  return { used, broken: /[{}]/.test(rest) };
}

function textIssues(field: TemplateIssue["field"], text: string, max: number): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  if (charCount(text) > max) issues.push({ field, code: "tooLong", n: max });
  const { used, broken } = scan(text);
  if (broken) issues.push({ field, code: "brokenBrace" });
  for (const name of new Set(used)) {
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)) issues.push({ field, code: "unknownPlaceholder", placeholder: braced(name) });
  }
  return issues;
}

/**
 * Everything that keeps a template from being saved, as codes. Texts are taken as the
 * editor sends them (trimmed by its schema); a WhatsApp template's subject is ignored.
 */
export function templateIssues(kind: MailTemplateKind, template: TemplateText): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  if (!isWhatsappKind(kind)) {
    if (template.subject.trim() === "") issues.push({ field: "subject", code: "subjectEmpty" });
    else if (/[\r\n]/.test(template.subject)) issues.push({ field: "subject", code: "subjectOneLine" });
    issues.push(...textIssues("subject", template.subject, TEMPLATE_SUBJECT_MAX_CHARS));
  }
  if (template.body.trim() === "") {
    issues.push({ field: "body", code: "bodyEmpty" });
    return issues;
  }
  issues.push(...textIssues("body", template.body, templateBodyMaxChars(kind)));
  const used = new Set(scan(template.body).used);
  for (const name of REQUIRED_PLACEHOLDERS[kind]) {
    if (!used.has(name)) issues.push({ field: "body", code: "missingPlaceholder", placeholder: braced(name) });
  }
  return issues;
}

/** An issue as the owner reads it, in the owners' area's language. */
export function templateIssueText(issue: TemplateIssue, lang: OwnerLang): string {
  return fill(issueTexts[lang][issue.code], {
    placeholder: issue.placeholder ?? "",
    n: issue.n ?? 0,
    known: TEMPLATE_PLACEHOLDERS.map(braced).join(" "),
    example: braced("name"),
  });
}

/** The template's refusals in the owner's language, per field; empty when it can be saved. */
export function validateTemplate(kind: MailTemplateKind, template: TemplateText, lang: OwnerLang): { field: TemplateIssue["field"]; message: string }[] {
  return templateIssues(kind, template).map((issue) => ({ field: issue.field, message: templateIssueText(issue, lang) }));
}
