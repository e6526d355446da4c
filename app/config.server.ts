import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { parseTrustProxy } from "./client-address.server.ts";
import { privateDataDir } from "./private-files.server.ts";
import {
  BACKUP_KEEP,
  DECISION_UNDO_SECONDS,
  MENU_PAGE_WAIT_MS,
  DIGEST_HOUR,
  DIGEST_UNANSWERED_HOURS,
  GUEST_MAILS_PER_HOUR,
  GUEST_MAILS_PER_SENDER_PER_HOUR,
  REMINDER_HOUR,
} from "./config-defaults.ts";
import { z } from "./zod.ts";

// docs/operations.md §1: the environment is read once, here, and validated. Nothing is
// required: with no variables set the site runs on its embedded defaults.
const optionalUrl = z.url().optional();
/** A Havana hour 0–23, or `off` (the mail is never queued). */
const dailyHour = (fallback: number) =>
  z
    .union([z.literal("off"), z.coerce.number().int().min(0).max(23)])
    .default(fallback)
    .transform((v) => (v === "off" ? undefined : v));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  SITE_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.email().optional(),
  MAIL_TO: z.email().optional(),
  CAPTCHA: z.enum(["altcha", "recaptcha"]).default("altcha"),
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  SESSION_SECRET: z.string().min(16).optional(),
  // Express's `trust proxy`: off, a hop count, or the proxies' addresses (client-address.server.ts).
  TRUST_PROXY: z
    .string()
    .default("off")
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Contact requests (docs/product.md §7): accepted per client and window, and the first retry delay of a mail.
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** Requests (personal data) older than this many months are deleted daily (docs/operations.md). */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /** Guest acknowledgements sent per hour to all guests together (the budgets: app/features/requests/rules/contact-limits.ts). */
  GUEST_MAILS_PER_HOUR: z.coerce.number().int().min(0).default(GUEST_MAILS_PER_HOUR),
  /** Guest acknowledgements per hour caused by one client (the rate limit's client key); beyond them withheld. */
  GUEST_MAILS_PER_SENDER_PER_HOUR: z.coerce.number().int().min(0).default(GUEST_MAILS_PER_SENDER_PER_HOUR),
  /** `npm run backup` keeps at most this many backups in its folder, and the off-machine copy as many snapshots (besides dropping those past RETENTION_MONTHS). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(BACKUP_KEEP),
  /** Bearer token that lets a monitor read /healthz's details (server/healthz.ts); unset: owners only. */
  HEALTHZ_TOKEN: z.string().min(32).optional(),
  // When /healthz says "degraded" (server/health-checks.ts, docs/operations.md §3).
  /** Mail still undelivered this many minutes after it was queued. */
  HEALTH_MAIL_MAX_AGE_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Less than this many MB free on the disk holding DATA_DIR (or under 5 % of it). */
  HEALTH_DISK_MIN_FREE_MB: z.coerce.number().int().min(0).default(500),
  /** The last off-machine backup is older than this; unset: 48 h, checked once one has succeeded. */
  OFFSITE_BACKUP_MAX_AGE_HOURS: z.coerce.number().positive().optional(),
  /** The owners' mail (and Telegram) when the site turns degraded or restarted after a crash (server/alert-monitor.ts). */
  SITE_ALERTS: z.enum(["on", "off"]).default("on"),
  /** Havana hour from which the guests of tomorrow's confirmed reservations get their reminder (app/features/requests/rules/daily-mails.ts); `off`: never. */
  REMINDER_HOUR: dailyHour(REMINDER_HOUR),
  /** Havana hour from which the owners' morning digest of the day goes out; `off`: never. */
  DIGEST_HOUR: dailyHour(DIGEST_HOUR),
  /** The digest lists requests still 'new' this many hours after they arrived. */
  DIGEST_UNANSWERED_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(DIGEST_UNANSWERED_HOURS),
  /** Seconds an owner can undo a decision that mails the guest: its mail waits this long in the outbox (0: at once, no undo). */
  DECISION_UNDO_SECONDS: z.coerce.number().int().min(0).max(600).default(DECISION_UNDO_SECONDS),
  /** Milliseconds /menu waits for a drawing under way before it answers with the text menu alone (0: never waits). */
  MENU_PAGE_WAIT_MS: z.coerce.number().int().min(0).max(50_000).default(MENU_PAGE_WAIT_MS),
  /** Telegram (optional): both or neither; each new request then also goes to this chat. */
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]+$/, "a bot token from @BotFather, like 123456:ABC-def").optional(),
  TELEGRAM_CHAT_ID: z.string().regex(/^(-?\d+|@\w+)$/, "a chat id (a number such as -1001234567890) or @channelname").optional(),
  TELEGRAM_API_URL: z.url().default("https://api.telegram.org"),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, "ALTCHA_HMAC_KEY" | "SESSION_SECRET"> & {
  DATA_DIR: string;
  ALTCHA_HMAC_KEY: string;
  SESSION_SECRET: string;
  dbFile: string;
};

export class ConfigError extends Error {}

/** Parses an environment into a config; throws ConfigError with every problem listed. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  if (Boolean(parsed.TELEGRAM_BOT_TOKEN) !== Boolean(parsed.TELEGRAM_CHAT_ID)) {
    throw new ConfigError(
      `Invalid configuration:\n  Telegram needs both TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID (only ${parsed.TELEGRAM_BOT_TOKEN ? "TELEGRAM_BOT_TOKEN" : "TELEGRAM_CHAT_ID"} is set)`,
    );
  }
  if (parsed.CAPTCHA === "recaptcha" && (!parsed.RECAPTCHA_SITE_KEY || !parsed.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  CAPTCHA=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY",
    );
  }
  return parsed;
}

/** A key file must hold at least this many bytes (a generated one holds 64 hex characters). */
export const KEY_FILE_MIN_BYTES = 32;

/**
 * A secret given in the environment, or one generated once and kept in DATA_DIR. A new key
 * is written to a temporary file, synced, then linked into place: link never replaces a
 * file, so of two processes starting at once on an empty DATA_DIR one wins and the other
 * reads the winner's whole key, never half of it (a rename would let the second replace the
 * key the first already uses). An empty or short key file stops the start: signing with it
 * would be guessable.
 */
export function keptSecret(dataDir: string, file: string, given: string | undefined): string {
  if (given) return given;
  const full = path.join(dataDir, file);
  const existing = readKeyFile(full);
  if (existing !== undefined) return checkedKey(full, existing);
  const secret = newKey();
  const placed = placeKeyFile(dataDir, file, secret, "if-absent");
  // Another process wrote its key first: use that one.
  return placed ? secret : checkedKey(full, readKeyFile(full) ?? "");
}

/**
 * Replaces a key file of DATA_DIR with a new key, at once: the new file is complete and synced
 * before it takes the old one's name (a crash leaves the old key or the new one, never half).
 * Returns the new key. `npm run keys:rotate-session` (docs/operations.md §6).
 */
export function replaceKeyFile(dataDir: string, file: string): string {
  const secret = newKey();
  placeKeyFile(dataDir, file, secret, "replace");
  return secret;
}

function newKey(): string {
  return randomBytes(32).toString("hex");
}

/**
 * Writes `secret` to a temporary file (0600), syncs it, then puts it in place: `if-absent` links
 * it (false when the file exists already), `replace` renames it over the old one.
 */
function placeKeyFile(dataDir: string, file: string, secret: string, how: "if-absent" | "replace"): boolean {
  const full = path.join(dataDir, file);
  const temporary = `${full}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  const fd = fs.openSync(temporary, "wx", 0o600);
  try {
    fs.writeSync(fd, secret + "\n");
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    if (how === "replace") fs.renameSync(temporary, full);
    else fs.linkSync(temporary, full);
  } catch (error) {
    if (how === "if-absent" && (error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  syncDirectory(dataDir);
  return true;
}

function readKeyFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function checkedKey(file: string, key: string): string {
  const bytes = Buffer.byteLength(key, "utf8");
  if (bytes < KEY_FILE_MIN_BYTES) {
    throw new ConfigError(
      `Invalid key file ${file}: it holds ${bytes} bytes of key, at least ${KEY_FILE_MIN_BYTES} are needed. ` +
        "Restore it from a backup, or delete it to have a new key made at start " +
        "(a new session.key signs every owner out; a new altcha-hmac.key voids robot checks in progress).",
    );
  }
  return key;
}

/** Makes a new directory entry durable (a crash right after start keeps the key just written). */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, "r");
    fs.fsyncSync(fd);
  } catch {
    // Not every platform can sync a directory; the key file itself is synced.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  // Before any file is made in it, whichever command runs first (app/private-files.server.ts).
  privateDataDir(dataDir);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    dbFile: path.join(dataDir, "site.db"),
    ALTCHA_HMAC_KEY: keptSecret(dataDir, "altcha-hmac.key", parsed.ALTCHA_HMAC_KEY),
    SESSION_SECRET: keptSecret(dataDir, "session.key", parsed.SESSION_SECRET),
  };
}

let current: Config | undefined;

/** The process-wide config, parsed on first use. */
export function config(): Config {
  current ??= loadConfig(process.env);
  return current;
}

/** The next config() reads the environment again (tests/support/unit/fresh-data-dir.ts: a new DATA_DIR). */
export function reloadConfig(): void {
  current = undefined;
}
