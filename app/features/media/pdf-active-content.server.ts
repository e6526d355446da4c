import { promisify } from "node:util";
import { constants, inflate } from "node:zlib";
import { PDF_ACTIVE_NAMES, PDF_INFLATE_MAX_BYTES, PDF_OPEN_ACTION } from "./rules/pdf-active-content.ts";

// Reads a PDF's objects as a reader's parser would (ISO 32000-1 §7.2–7.5) just far enough to
// find the names of rules/pdf-active-content.ts: strings, comments and stream data are skipped
// (random bytes of an image are no names), names are unescaped, and compressed object streams
// (/ObjStm, FlateDecode) are inflated, within PDF_INFLATE_MAX_BYTES, and read the same way.

export type PdfCheck =
  | { ok: true }
  /** A name of PDF_ACTIVE_NAMES, or an /OpenAction that is an action. */
  | { ok: false; reason: "active-content"; name: string }
  /** An object stream the check cannot read (another filter, a predictor, encrypted, too large): it could hide anything. */
  | { ok: false; reason: "unchecked" };

type Token =
  | { kind: "name"; value: string }
  | { kind: "word"; value: string }
  | { kind: "<<" | ">>" | "[" | "]" | "string" };

const WHITESPACE = new Set(["\0", "\t", "\n", "\f", "\r", " "]);
const DELIMITERS = new Set(["(", ")", "<", ">", "[", "]", "{", "}", "/", "%"]);
const isRegular = (c: string | undefined) => c !== undefined && !WHITESPACE.has(c) && !DELIMITERS.has(c);
const isInteger = (token: Token | undefined): token is { kind: "word"; value: string } => token?.kind === "word" && /^\d+$/.test(token.value);

/** "/J#61vaScript" → "JavaScript". */
function unescapeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** PDF tokens of a text (bytes as latin1), from `pos`; the caller may move `pos` (over stream data). */
class Lexer {
  pos: number;
  readonly text: string;

  constructor(text: string, pos = 0) {
    this.text = text;
    this.pos = pos;
  }

  next(): Token | null {
    const { text } = this;
    for (;;) {
      const c = text[this.pos];
      if (c === undefined) return null;
      if (WHITESPACE.has(c)) {
        this.pos++;
      } else if (c === "%") {
        this.#skipTo(/[\r\n]/g);
      } else if (c === "/") {
        const start = ++this.pos;
        while (isRegular(text[this.pos])) this.pos++;
        return { kind: "name", value: unescapeName(text.slice(start, this.pos)) };
      } else if (c === "(") {
        return this.#string();
      } else if (c === "<" && text[this.pos + 1] === "<") {
        this.pos += 2;
        return { kind: "<<" };
      } else if (c === "<") {
        this.#skipTo(/>/g);
        this.pos++;
        return { kind: "string" };
      } else if (c === ">" && text[this.pos + 1] === ">") {
        this.pos += 2;
        return { kind: ">>" };
      } else if (c === "[" || c === "]") {
        this.pos++;
        return { kind: c };
      } else if (isRegular(c)) {
        const start = this.pos;
        while (isRegular(text[this.pos])) this.pos++;
        return { kind: "word", value: text.slice(start, this.pos) };
      } else {
        // A stray delimiter (")", ">", "{", "}"): nothing a reader takes for a name.
        this.pos++;
      }
    }
  }

  /** A literal string: balanced parentheses, backslash escapes. */
  #string(): Token {
    let depth = 0;
    while (this.pos < this.text.length) {
      const c = this.text[this.pos++];
      if (c === "\\") this.pos++;
      else if (c === "(") depth++;
      else if (c === ")" && --depth === 0) break;
    }
    return { kind: "string" };
  }

  #skipTo(pattern: RegExp): void {
    pattern.lastIndex = this.pos;
    const found = pattern.exec(this.text);
    this.pos = found ? found.index : this.text.length;
  }
}

/** What the reading found, over the file and its object streams. */
type Findings = {
  active: string | null;
  /** Objects /OpenAction points to. */
  openActionRefs: number[];
  /** What each object is (valueKind). */
  objectKinds: Map<number, ValueKind>;
  /** Object streams to inflate and read. */
  objectStreams: { data: string; dict: Token[] }[];
  unchecked: boolean;
};

/** "[" an array, "goto" a dictionary that is a plain go-to action, "<<" any other dictionary… */
type ValueKind = Token["kind"] | "goto";

/**
 * What the value starting with `first` is; `lexer` stands after it (and is moved on). A go-to
 * action (/S /GoTo, nothing after it) only opens a page of the document, as TeX's hyperref
 * and others write; every other action is refused.
 */
function valueKind(first: Token, lexer: Lexer): ValueKind {
  if (first.kind !== "<<") return first.kind;
  const tokens: Token[] = [];
  for (let depth = 1, token = lexer.next(); token; token = lexer.next()) {
    if (token.kind === "<<") depth++;
    else if (token.kind === ">>" && --depth === 0) break;
    tokens.push(token);
  }
  const type = valueAfter(tokens, "S");
  const goTo = type?.kind === "name" && type.value === "GoTo";
  return goTo && !tokens.some((t) => t.kind === "name" && t.value === "Next") ? "goto" : "<<";
}

const isDestination = (kind: ValueKind | undefined) => kind === "[" || kind === "goto";

/** A stream dictionary's value after `key` (the first token after it). */
function valueAfter(dict: readonly Token[], key: string): Token | undefined {
  const at = dict.findIndex((t) => t.kind === "name" && t.value === key);
  return at < 0 ? undefined : dict[at + 1];
}

/** The integer written after `key`, or null when there is none or it is a reference ("12 0 R"). */
function directInteger(dict: readonly Token[], key: string): number | null {
  const at = dict.findIndex((t) => t.kind === "name" && t.value === key);
  const [value, generation, r] = [dict[at + 1], dict[at + 2], dict[at + 3]];
  if (at < 0 || !isInteger(value)) return null;
  if (isInteger(generation) && r?.kind === "word" && r.value === "R") return null;
  return Number(value.value);
}

const FILTER_NAMES = new Set(["FlateDecode", "Fl", "ASCIIHexDecode", "AHx", "ASCII85Decode", "A85", "LZWDecode", "LZW", "RunLengthDecode", "RL", "CCITTFaxDecode", "CCF", "JBIG2Decode", "DCTDecode", "DCT", "JPXDecode", "Crypt"]);

/**
 * Reads tokens from `lexer` to its end. `inObjectStream`: the text of an inflated object
 * stream, which holds no streams of its own.
 */
function read(lexer: Lexer, findings: Findings, inObjectStream: boolean): void {
  /** The last two tokens ("12 0" before "obj"). */
  const recent: Token[] = [];
  /** Dictionaries: the one being read at top level, its tokens flattened, and the last one closed (a stream's). */
  let depth = 0;
  let open: Token[] = [];
  let lastDict: Token[] = [];
  let awaitingStartOf: number | null = null;
  let afterOpenAction = false;

  for (let token = lexer.next(); token; token = lexer.next()) {
    if (awaitingStartOf !== null) {
      findings.objectKinds.set(awaitingStartOf, valueKind(token, new Lexer(lexer.text, lexer.pos)));
      awaitingStartOf = null;
    }
    if (afterOpenAction) {
      if (token.kind === "<<" && !isDestination(valueKind(token, new Lexer(lexer.text, lexer.pos)))) findings.active ??= PDF_OPEN_ACTION;
      else if (isInteger(token)) findings.openActionRefs.push(Number(token.value));
      afterOpenAction = false;
    }

    if (token.kind === "name") {
      if (PDF_ACTIVE_NAMES.includes(token.value)) findings.active ??= token.value;
      afterOpenAction = token.value === PDF_OPEN_ACTION;
    } else if (token.kind === "word" && token.value === "obj" && isInteger(recent.at(-1)) && isInteger(recent.at(-2))) {
      awaitingStartOf = Number((recent.at(-2) as { kind: "word"; value: string }).value);
    } else if (token.kind === "word" && token.value === "stream") {
      if (inObjectStream) {
        findings.unchecked = true;
        return;
      }
      skipStream(lexer, lastDict, findings);
    }
    if (token.kind === "<<") {
      if (depth === 0) open = [];
      else open.push(token);
      depth++;
    } else if (token.kind === ">>") {
      if (depth > 0 && --depth === 0) lastDict = open;
      else if (depth > 0) open.push(token);
    } else if (depth > 0) {
      open.push(token);
    }
    recent.push(token);
    if (recent.length > 2) recent.shift();
  }
}

/** Moves the lexer past a stream's data, keeping the data of an object stream to read later. */
function skipStream(lexer: Lexer, dict: readonly Token[], findings: Findings): void {
  const { text } = lexer;
  let start = lexer.pos;
  if (text[start] === "\r") start++;
  if (text[start] === "\n") start++;
  const length = directInteger(dict, "Length");
  let end = length === null ? -1 : start + length;
  if (end < 0 || !/^\s*endstream/.test(text.slice(end, end + 64))) end = text.indexOf("endstream", start);
  if (end < 0) end = text.length;
  // By its type, or by what only an object stream has (a reader may not ask for the type).
  const isObjectStream = dict.some((t) => t.kind === "name" && t.value === "ObjStm") || valueAfter(dict, "First") !== undefined;
  if (isObjectStream) findings.objectStreams.push({ data: text.slice(start, end), dict: [...dict] });
  const endstream = text.indexOf("endstream", end);
  lexer.pos = endstream < 0 ? text.length : endstream + "endstream".length;
}

const inflateAsync = promisify(inflate);

/** An object stream's objects as text, or null when the check cannot read it. */
async function objectStreamText(stream: { data: string; dict: Token[] }, budget: number): Promise<string | null> {
  const filters = stream.dict.filter((t): t is { kind: "name"; value: string } => t.kind === "name" && FILTER_NAMES.has(t.value));
  const predicted = stream.dict.some((t) => t.kind === "name" && (t.value === "DecodeParms" || t.value === "DP"));
  if (predicted || filters.length > 1) return null;
  const bytes = Buffer.from(stream.data, "latin1");
  if (filters.length === 0) return bytes.length <= budget ? stream.data : null;
  if (filters[0]!.value !== "FlateDecode" && filters[0]!.value !== "Fl") return null;
  try {
    // A stream cut short is read as far as it goes, as readers do.
    return (await inflateAsync(bytes, { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH })).toString("latin1");
  } catch {
    return null;
  }
}

/** Whether a PDF carries active content (rules/pdf-active-content.ts), or cannot be checked. */
export async function checkPdfActiveContent(pdf: Buffer): Promise<PdfCheck> {
  const findings: Findings = { active: null, openActionRefs: [], objectKinds: new Map(), objectStreams: [], unchecked: false };
  read(new Lexer(pdf.toString("latin1")), findings, false);
  let budget = PDF_INFLATE_MAX_BYTES;
  for (const stream of findings.objectStreams) {
    if (findings.active) break;
    const text = await objectStreamText(stream, budget);
    if (text === null) return { ok: false, reason: "unchecked" };
    budget -= text.length;
    readObjectStream(text, stream.dict, findings);
  }
  if (findings.active) return { ok: false, reason: "active-content", name: findings.active };
  if (findings.unchecked) return { ok: false, reason: "unchecked" };
  // An /OpenAction by reference: the object it names must be a destination too.
  const action = findings.openActionRefs.find((ref) => !isDestination(findings.objectKinds.get(ref)));
  if (action !== undefined) return { ok: false, reason: "active-content", name: PDF_OPEN_ACTION };
  return { ok: true };
}

/** An object stream: "number offset" pairs, then the objects from /First on (ISO 32000-1 §7.5.7). */
function readObjectStream(text: string, dict: readonly Token[], findings: Findings): void {
  const firstAt = directInteger(dict, "First") ?? 0;
  const header = new Lexer(text.slice(0, firstAt));
  for (let number = header.next(), offset = header.next(); number && offset; number = header.next(), offset = header.next()) {
    if (!isInteger(number) || !isInteger(offset)) break;
    const lexer = new Lexer(text, firstAt + Number(offset.value));
    const first = lexer.next();
    if (first) findings.objectKinds.set(Number(number.value), valueKind(first, lexer));
  }
  read(new Lexer(text, firstAt), findings, true);
}
