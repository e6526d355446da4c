import http from "node:http";

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET without any decoding: what went over the wire, with exactly the headers given. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * What a page shows, without its scripts: a page's data carries its words in its language
 * (docs/decisions/0034-words-in-the-pages-language.md), the owners' pages their whole dictionary,
 * so a sentence found in the whole HTML may be only in the data. A test that a page says (or does
 * not say) something reads this. Structured data (`application/ld+json`) stays: it is what
 * search engines read.
 */
export function shownText(html: string): string {
  return html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, "");
}
