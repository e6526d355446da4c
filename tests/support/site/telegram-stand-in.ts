import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for the Telegram Bot API (docs/testing.md: real HTTP, no mocks). It speaks
// sendMessage as https://core.telegram.org/bots/api does: POST /bot<token>/sendMessage with a
// JSON body, answered {"ok":true,"result":<Message>}; a wrong token gets 401 and an unknown
// method 404, as Telegram answers them. `failNext` plays Telegram's bad moments: the next
// calls answered with 500, 429 (with retry_after) or another error before it accepts again.

export type SentMessage = { token: string; chat_id: unknown; text: string; body: Record<string, unknown> };

export type TelegramStandIn = {
  /** The API's origin, for TELEGRAM_API_URL. */
  url: string;
  /** Every sendMessage call, accepted or not, in order. */
  calls: SentMessage[];
  /** The messages it accepted. */
  accepted: SentMessage[];
  /** The next calls get these HTTP statuses (429 comes with retry_after: 1) instead of success. */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
};

export async function startTelegramStandIn(token: string): Promise<TelegramStandIn> {
  const calls: SentMessage[] = [];
  const accepted: SentMessage[] = [];
  const failures: number[] = [];
  let messageId = 0;
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? "");
      if (!match || req.method !== "POST") return answer(res, 404, { ok: false, error_code: 404, description: "Not Found" });
      const [, given, method] = match;
      if (given !== token) return answer(res, 401, { ok: false, error_code: 401, description: "Unauthorized" });
      if (method !== "sendMessage") return answer(res, 404, { ok: false, error_code: 404, description: "Not Found: method not found" });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return answer(res, 400, { ok: false, error_code: 400, description: "Bad Request: can't parse JSON" });
      }
      const call = { token: given, chat_id: body.chat_id, text: typeof body.text === "string" ? body.text : "", body };
      calls.push(call);
      const failure = failures.shift();
      if (failure === 429) {
        return answer(res, 429, { ok: false, error_code: 429, description: "Too Many Requests: retry after 1", parameters: { retry_after: 1 } });
      }
      if (failure !== undefined) return answer(res, failure, { ok: false, error_code: failure, description: failure >= 500 ? "Internal Server Error" : "Bad Request: chat not found" });
      if (!call.text) return answer(res, 400, { ok: false, error_code: 400, description: "Bad Request: message text is empty" });
      accepted.push(call);
      messageId += 1;
      answer(res, 200, {
        ok: true,
        result: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: body.chat_id, type: "group" }, text: call.text },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    accepted,
    failNext: (...statuses) => void failures.push(...statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
