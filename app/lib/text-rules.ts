// Text rules shared by the form and the server (docs/product.md §3, §5).

/** docs/product.md §5: text containing www, http://, https://, ftp or .com, in any case, is a URL. */
export const URL_PATTERN = /www|https?:\/\/|ftp|\.com/i;

export function containsUrl(text: string): boolean {
  return URL_PATTERN.test(text);
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * Characters as a person counts them: "é" is one whether typed precomposed or
 * as e + accent, and "👍🏽" is one, not the 4 UTF-16 units String#length sees.
 */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/** docs/product.md §3: "name and country are capitalised by word before sending". Only first letters change ("USA" stays). */
export function capitaliseWords(text: string): string {
  return text.replace(/(^|[\s\-'’])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase());
}

/** docs/product.md §3: "phone (spaces removed before sending)". */
export function removeSpaces(text: string): string {
  return text.replace(/\s+/g, "");
}

/**
 * One line of plain text: line breaks and other control characters become spaces.
 * A name or country never needs them, and in a mail header they would be an injection.
 */
export function singleLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
}

/** Multi-line text keeps its line breaks (as \n) but loses every other control character. */
export function plainText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]+/g, " ");
}
