// A request's short reference, for people (docs/product.md §7.4): "R-4F7K" instead of its UUID.
// It is the UUID's first five hex digits (20 random bits) written in Crockford's base 32, which
// has no I, L, O or U to misread; nothing is stored, and the reference turns back into the
// UUID's prefix, so the owners' search finds a request by it. Two requests may share a reference
// (one in about a million): it names a request beside its name and date, it is not a key.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const HEX_DIGITS = 5;
const REFERENCE = /^R-?([0-9A-HJKMNP-TV-Z]{4})$/i;

export type RequestReference = `R-${string}`;

/** "4f7a1c2e-…" → "R-9XX1"; an id that is not hex (an old or odd one) gives its first letters. */
export function requestReference(id: string): RequestReference {
  const head = id.replace(/-/g, "").slice(0, HEX_DIGITS);
  if (!/^[0-9a-f]{5}$/i.test(head)) return `R-${head.toUpperCase()}`;
  let bits = parseInt(head, 16);
  let text = "";
  for (let i = 0; i < 4; i++) {
    text = ALPHABET[bits % 32] + text;
    bits = Math.floor(bits / 32);
  }
  return `R-${text}`;
}

/** The lowercase hex prefix of the ids a typed reference ("R-9XX1", "r9xx1") stands for; undefined for other text. */
export function idPrefixOfReference(text: string): string | undefined {
  const match = REFERENCE.exec(text.trim());
  if (!match) return undefined;
  let bits = 0;
  for (const c of match[1]!.toUpperCase()) bits = bits * 32 + ALPHABET.indexOf(c);
  return bits.toString(16).padStart(HEX_DIGITS, "0");
}
