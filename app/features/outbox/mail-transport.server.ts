import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "#app/config.server.ts";
import { MAIL_TO_UNSET } from "#app/config-defaults.ts";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import type { MailAddresses, MailMessage } from "./mail-html.server.ts";

// Where mail goes (docs/operations.md §1): SMTP when SMTP_URL is set, otherwise .eml files
// in DATA_DIR/mail, so a site with no configuration keeps every mail it would send.

export type MailTransport = {
  /** Resolves once the mail is accepted (SMTP 250, or the file written); rejects otherwise. */
  send(message: MailMessage, fileStem: string): Promise<void>;
  /** For the start-up log: the SMTP server without credentials, or the folder. */
  readonly description: string;
  close(): void;
};

export function mailAddresses(cfg: Pick<Config, "MAIL_FROM" | "MAIL_TO" | "SITE_URL">): MailAddresses {
  return { from: cfg.MAIL_FROM ?? seedFacts.email, to: cfg.MAIL_TO ?? MAIL_TO_UNSET, siteUrl: new URL(cfg.SITE_URL).origin };
}

export function mailFolder(dataDir: string): string {
  return path.join(dataDir, "mail");
}

export function createMailTransport(cfg: Pick<Config, "SMTP_URL" | "DATA_DIR">): MailTransport {
  return cfg.SMTP_URL ? smtpTransport(cfg.SMTP_URL) : fileTransport(mailFolder(cfg.DATA_DIR));
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {});
  // Fail in bounded time so a dead server means a retry later, not a hung worker.
  Object.assign(transporter.options, { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
  const safe = new URL(url);
  safe.username = "";
  safe.password = "";
  return {
    description: `SMTP ${safe.protocol}//${safe.host}`,
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

function fileTransport(folder: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: folder,
    async send(message, fileStem) {
      const info = await builder.sendMail(message);
      await fs.mkdir(folder, { recursive: true });
      // Named after the outbox row: writing the same mail again replaces the file.
      const file = path.join(folder, `${fileStem}.eml`);
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
    },
    close: () => builder.close(),
  };
}
