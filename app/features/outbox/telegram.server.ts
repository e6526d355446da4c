import type { Config } from "#app/config.server.ts";

// Telegram (optional, docs/operations.md §1): with TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID set,
// each new request (app/features/requests/new-request-telegram.server.ts) and each alert is also
// queued as a 'telegram' outbox row, and the outbox worker sends it with the Bot API's
// sendMessage. The message is plain text (no parse_mode), so nothing a visitor typed can be read
// as markup. The token is part of the API's
// address: it is never logged, and errors are described without the address.

export type TelegramSettings = { apiUrl: string; token: string; chatId: string };

/** Telegram's limit is 4,096 characters per message; a long comment is cut, the inbox has it whole. */
export const TELEGRAM_MAX_TEXT = 4_000;
const TELEGRAM_TIMEOUT_MS = 15_000;

export function telegramSettings(cfg: Pick<Config, "TELEGRAM_BOT_TOKEN" | "TELEGRAM_CHAT_ID" | "TELEGRAM_API_URL">): TelegramSettings | undefined {
  if (!cfg.TELEGRAM_BOT_TOKEN || !cfg.TELEGRAM_CHAT_ID) return undefined;
  return { apiUrl: cfg.TELEGRAM_API_URL.replace(/\/+$/, ""), token: cfg.TELEGRAM_BOT_TOKEN, chatId: cfg.TELEGRAM_CHAT_ID };
}

/** A refused or failed sendMessage; `permanent` when asking again cannot help (a 4xx other than 429). */
export class TelegramError extends Error {
  readonly permanent: boolean;
  /** Telegram's retry_after (429), in milliseconds. */
  readonly retryAfterMs: number | undefined;
  constructor(message: string, permanent: boolean, retryAfterMs?: number) {
    super(message);
    this.permanent = permanent;
    this.retryAfterMs = retryAfterMs;
  }
}

type BotAnswer = { ok?: boolean; description?: string; parameters?: { retry_after?: number } };

/** POST {apiUrl}/bot{token}/sendMessage; resolves when Telegram answered ok, throws TelegramError otherwise. */
export async function sendTelegramMessage(settings: TelegramSettings, text: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/bot${settings.token}/sendMessage`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ chat_id: settings.chatId, text, link_preview_options: { is_disabled: true } }),
      signal: AbortSignal.timeout(TELEGRAM_TIMEOUT_MS),
    });
  } catch (error) {
    // fetch's own errors name the address, which holds the token: keep only the cause's code.
    const cause = (error as { cause?: { code?: unknown } })?.cause;
    const code = typeof cause?.code === "string" ? cause.code : error instanceof Error ? error.name : "error";
    throw new TelegramError(`Telegram unreachable (${code})`, false);
  }
  const answer = (await response.json().catch(() => ({}))) as BotAnswer;
  if (response.ok && answer.ok === true) return;
  const description = typeof answer.description === "string" ? answer.description.replaceAll(settings.token, "[token]").slice(0, 300) : response.statusText;
  const message = `Telegram ${response.status}: ${description}`;
  if (response.status === 429) {
    const seconds = answer.parameters?.retry_after;
    throw new TelegramError(message, false, typeof seconds === "number" && seconds > 0 ? seconds * 1000 : undefined);
  }
  throw new TelegramError(message, response.status < 500);
}
