import { parseInlineLinks } from "./inline-links.ts";

/** An editable text with its [label](https://…) links rendered as real links. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {parseInlineLinks(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href}>
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
