// Editable texts may hold links written as [label](https://…) (docs/product.md §3: about.aboutus
// "containing links to sister sites"). Only http(s) addresses become links.

export type InlinePart = { text: string; href?: string };

const linkPattern = /\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g;

export function parseInlineLinks(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(linkPattern)) {
    if (match.index > last) parts.push({ text: source.slice(last, match.index) });
    parts.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}
