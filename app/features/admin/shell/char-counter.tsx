import { useEffect, useState } from "react";
import { fill } from "#app/lib/fill.ts";
import { charCount } from "#app/lib/text-rules.ts";
import { useAdminText } from "./use-admin-text.ts";
import { charCounterTexts } from "./char-counter-texts.ts";
import "./char-counter.css";

// The counter under every owners' field with a maximum (docs/owners-guide.md, "Limits"). Without
// JavaScript it says the limit; with it, the count as the owner types, red past the limit. The
// fields have no maxlength: a browser cuts what is typed or pasted past it without a word, so the
// owner may type past, sees the counter, and the form's schema (in the browser and on the server)
// refuses with its message beside the field. The screen reader hears it only when the count comes
// near the limit and when it goes past, not at every key.

/** The share of the limit from which the counter is said aloud. */
const NEAR = 0.9;

/** How zod's .trim().max() counts. */
export function trimmedLength(text: string): number {
  return text.trim().length;
}

/** How the rules that count characters as a reader sees them count (app/lib/text-rules.ts, after the schema's trim). */
export function trimmedCharCount(text: string): number {
  return charCount(text.trim());
}

/** The id of the counter of the control `forId`: for the control's aria-describedby. */
export function counterId(forId: string): string {
  return `${forId}-count`;
}

type Props = {
  /** The id of the input or textarea counted. */
  forId: string;
  /** The schema's limit (its constant, never a second number). */
  max: number;
  /** How the schema counts: by default the trimmed text's length, as zod's .trim().max() does. */
  count?: (text: string) => number;
  /** What the limit counts: characters, or UTF-8 bytes where the rule is a byte limit (a Wi-Fi network's name). */
  unit?: "characters" | "bytes";
};

export function CharCounter({ forId, max, count = trimmedLength, unit = "characters" }: Props) {
  const { lang } = useAdminText();
  const words = charCounterTexts[lang];
  const t =
    unit === "bytes"
      ? { limit: words.limitBytes, count: words.countBytes, over: words.overBytes, near: words.nearBytes, overSaid: words.overSaidBytes }
      : words;
  const [n, setN] = useState<number | null>(null);
  useEffect(() => {
    const control = document.getElementById(forId);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
    const update = () => setN(count(control.value));
    update();
    control.addEventListener("input", update);
    control.form?.addEventListener("reset", update);
    return () => {
      control.removeEventListener("input", update);
      control.form?.removeEventListener("reset", update);
    };
  }, [forId, count]);
  const state = n === null ? "limit" : n > max ? "over" : n >= Math.ceil(max * NEAR) ? "near" : "ok";
  const shown = n === null ? fill(t.limit, { max }) : n > max ? fill(t.over, { over: n - max, max }) : fill(t.count, { n, max });
  return (
    <span className={`admin-counter admin-counter--${state}`}>
      <span id={counterId(forId)}>{shown}</span>
      <span className="admin-visually-hidden" aria-live="polite">
        {state === "near" ? fill(t.near, { max }) : state === "over" ? fill(t.overSaid, { max }) : ""}
      </span>
    </span>
  );
}
