import { and, eq } from "drizzle-orm";
import type { SiteFacts } from "#app/shell/content/site.ts";
import { currentFacts } from "#app/features/facts/facts-store.server.ts";
import { mailTemplates } from "#db/schema.ts";
import { db } from "#app/db.server.ts";
import { fill } from "#app/lib/fill.ts";
import { isLang, type Lang } from "#app/lib/lang.ts";
import { statusMailValues, whatsappLink, type StoredRequest } from "./request-mail-parts.server.ts";
import { manageUrl } from "./manage-token.server.ts";
import { mailTexts } from "./mail-texts.ts";
import { defaultTemplate } from "./default-templates.server.ts";
import {
  fillTemplate,
  isWhatsappKind,
  mailTemplateKinds,
  templateIssues,
  templateKindFor,
  type MailTemplateKind,
  type TemplateIssue,
  type TemplateText,
} from "./rules/mail-templates.ts";
import { sendsGuestMail, type RequestStatus } from "./rules/request-status.ts";

// The owners' templates of what the guest is told about a decision (rules: ./rules/mail-templates.ts):
// a row of mail_templates overrides the embedded default; no row, the default. The outbox worker
// reads the template when it composes the mail, so a mail composed after an owner's edit has the new text.

export type StoredTemplate = TemplateText & { custom: boolean; updatedAt: Date | null; updatedBy: string | null };

/** The template in force for a kind and language: the owners' row, else the default. */
export async function loadTemplate(kind: MailTemplateKind, lang: Lang): Promise<StoredTemplate> {
  const database = await db();
  const [row] = await database
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.kind, kind), eq(mailTemplates.lang, lang)));
  if (!row) return { ...defaultTemplate(kind, lang), custom: false, updatedAt: null, updatedBy: null };
  return { subject: row.subject, body: row.body, custom: true, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

export type TemplateSummary = StoredTemplate & { kind: MailTemplateKind; lang: Lang };

/** Every kind in both languages, saying which the owners changed. */
export async function listTemplates(): Promise<TemplateSummary[]> {
  const rows = await (await db()).select().from(mailTemplates);
  const langs: Lang[] = ["es", "en"];
  return mailTemplateKinds.flatMap((kind) =>
    langs.map((lang) => {
      const row = rows.find((r) => r.kind === kind && r.lang === lang);
      if (!row) return { kind, lang, ...defaultTemplate(kind, lang), custom: false, updatedAt: null, updatedBy: null };
      return { kind, lang, subject: row.subject, body: row.body, custom: true, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
    }),
  );
}

export type SaveTemplateResult = { outcome: "saved" | "unchanged" } | { outcome: "refused"; issues: TemplateIssue[] };

/**
 * Saves the owners' wording. It is checked here again whoever calls: a template that would
 * leave the guest without the reservation's date, or with a brace in their mail, never reaches
 * the table. Saving the default's exact text removes the row, so the kind shows as the default.
 */
export async function saveTemplate(kind: MailTemplateKind, lang: Lang, text: TemplateText, by: string, now = new Date()): Promise<SaveTemplateResult> {
  const value = { subject: isWhatsappKind(kind) ? "" : text.subject, body: text.body };
  const issues = templateIssues(kind, value);
  if (issues.length > 0) return { outcome: "refused", issues };
  const current = await loadTemplate(kind, lang);
  if (current.subject === value.subject && current.body === value.body) return { outcome: "unchanged" };
  const fallback = defaultTemplate(kind, lang);
  const database = await db();
  if (fallback.subject === value.subject && fallback.body === value.body) {
    await database.delete(mailTemplates).where(and(eq(mailTemplates.kind, kind), eq(mailTemplates.lang, lang)));
    return { outcome: "saved" };
  }
  await database
    .insert(mailTemplates)
    .values({ kind, lang, ...value, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: [mailTemplates.kind, mailTemplates.lang], set: { ...value, updatedAt: now, updatedBy: by } });
  return { outcome: "saved" };
}

/** Back to the embedded default; false when it already was. */
export async function restoreDefaultTemplate(kind: MailTemplateKind, lang: Lang): Promise<boolean> {
  const removed = await (await db())
    .delete(mailTemplates)
    .where(and(eq(mailTemplates.kind, kind), eq(mailTemplates.lang, lang)))
    .returning({ kind: mailTemplates.kind });
  return removed.length > 0;
}

function guestLang(request: StoredRequest): Lang {
  return isLang(request.lang) ? request.lang : "en";
}

/** The guest's manage page, for requests that have one (those stored before manage links have none). */
export function guestManageUrl(request: StoredRequest, siteUrl: string): string | undefined {
  return request.manageTokenHash ? manageUrl(siteUrl, guestLang(request), request) : undefined;
}

/**
 * The short WhatsApp message about the request's current status, in the guest's language: the
 * owners' WhatsApp template filled, the owner's personal line if they wrote one, and the manage link.
 * A message without a reservation says what the mail says for it (no date to name).
 */
export function whatsappMessage(request: StoredRequest, template: TemplateText, siteUrl: string, site: SiteFacts, note?: string | null): string {
  const lang = guestLang(request);
  const t = mailTexts[lang];
  const values = statusMailValues(request, lang, site);
  const status = request.status;
  const hasReservation = Boolean(request.reservationDate && request.reservationTime);
  const decision =
    hasReservation || !sendsGuestMail(status)
      ? fillTemplate(template.body, values)
      : `${fillTemplate(t.greeting, values)} ${fillTemplate(t[`${status}.contact`], values)}`;
  const link = guestManageUrl(request, siteUrl);
  return [decision, ...(note?.trim() ? [note.trim()] : []), ...(link ? [fill(t.manageLink, { url: link })] : [])].join("\n\n");
}

export type WhatsappOffer = { href: string; message: string; lang: Lang };

/**
 * "Send on WhatsApp" in the inbox: for a guest who ticked WhatsApp and gave a phone, and a
 * request whose status is one the guest is told about, the wa.me link with the message written.
 */
export async function whatsappOffer(
  request: StoredRequest,
  changes: readonly { status: RequestStatus; note: string | null }[],
  siteUrl: string,
): Promise<WhatsappOffer | undefined> {
  const status = request.status;
  if (!request.whatsapp || !sendsGuestMail(status)) return undefined;
  const template = await loadTemplate(templateKindFor(status, "whatsapp"), guestLang(request));
  const latest = changes.findLast((c) => c.status === status);
  const message = whatsappMessage(request, template, siteUrl, await currentFacts(), latest?.note);
  const href = whatsappLink(request.phone, message);
  return href ? { href, message, lang: guestLang(request) } : undefined;
}

/** The template of a decision mail, for the outbox worker: the status the change moved to, in the guest's language. */
export async function statusMailTemplate(request: StoredRequest, status: RequestStatus | undefined): Promise<TemplateText | undefined> {
  return status && sendsGuestMail(status) ? loadTemplate(status, guestLang(request)) : undefined;
}
