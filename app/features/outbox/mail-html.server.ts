import type Mail from "nodemailer/lib/mailer";
import { escapeHtml } from "#app/lib/escape-html.ts";
import type { SiteFacts } from "#app/shell/content/site.ts";
import type { Lang } from "#app/lib/lang.ts";

// What every mail the outbox sends is made of (each feature writes its own mails with these):
// the message's shape, its Message-ID, and the text and HTML blocks in which every value is
// escaped. Pure functions, so a resend is the same message.

/** Who sends and receives the owners' mail, and the public origin (SITE_URL) that links in mails start with. */
export type MailAddresses = { from: string; to: string; siteUrl: string };

/**
 * What a mail is composed with: where it goes, and the restaurant's facts in force as it is
 * composed (the outbox worker reads them at each delivery), so a mail sent after an owner
 * changes the phone number says the new one.
 */
export type MailSender = MailAddresses & { readonly site: SiteFacts };

export type MailMessage = Mail.Options & { messageId: string; subject: string; text: string; html: string };

/**
 * The Message-ID of an outbox row: derived from its id, so a mail sent again after
 * a crash between sending and recording it carries the same Message-ID and mail
 * systems (and people) see one message, not two.
 */
export function mailMessageId(outboxId: string, from: string): string {
  const domain = from.split("@")[1] ?? "localhost";
  return `<${outboxId}@${domain}>`;
}

export type Row = { label: string; value: string; href?: string };

export function textBlock(rows: Row[]): string {
  return rows.map((r) => (r.value.includes("\n") ? `${r.label}:\n${r.value}` : `${r.label}: ${r.value}`)).join("\n");
}

/** A heading and its table: how every mail sets out a group of facts. */
export function htmlSection(heading: string, rows: Row[]): string {
  return `<h2 style="color:#6d1a2b">${escapeHtml(heading)}</h2>${htmlTable(rows)}`;
}

export function htmlTable(rows: Row[]): string {
  const cell = (r: Row) => {
    const value = escapeHtml(r.value).replace(/\n/g, "<br>");
    return r.href ? `<a href="${escapeHtml(r.href)}">${value}</a>` : value;
  };
  return (
    `<table cellpadding="6" style="border-collapse:collapse">` +
    rows
      .map(
        (r) =>
          `<tr><th align="left" valign="top" style="color:#6d1a2b;padding-right:16px">${escapeHtml(r.label)}</th><td>${cell(r)}</td></tr>`,
      )
      .join("") +
    `</table>`
  );
}

/** An owner-written text: paragraphs at blank lines, line breaks kept, everything escaped. */
export function htmlParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

export function htmlDocument(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;color:#2a1c17;line-height:1.5">${body}</body></html>`;
}
