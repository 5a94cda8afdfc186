/**
 * Checks a server action's arguments, as React encodes them (encodeReply), for references React's
 * decoder cannot resolve. The decoder throws on those deep inside Next, which answers 500; the
 * proxy answers 400 instead, before any action runs.
 *
 * In the encoding a string starting with "$" is special. "$$…" is a literal "$…"; some tags stand
 * for a value on their own ("$undefined", "$NaN", "$D<date>", "$n<bigint>", "$T" …) or name entries
 * React tolerates missing ("$K<id>" a FormData's "_<id>_" entries, "$R<id>" a stream's "S<id>"
 * entries); the rest point at another part of the body by a hexadecimal id: "$@<id>" a promise,
 * "$B<id>" and typed arrays a file part, and "$<id>:<path>", "$Q<id>", "$h<id>" … a text part
 * holding JSON, with an optional path into it.
 *
 * This is a guard, not a second decoder: it refuses what the decoder would certainly reject (a
 * missing part, a part of the wrong kind, a forward reference, a path into a missing key) and lets
 * through anything it cannot judge from the raw JSON, such as a path through another reference.
 * It also refuses what the decoder accepts but no form of this site ever sends, and what only costs
 * the server: a promise, map, set, form or server reference made of the part being decoded or of one
 * that leads to it (`["$@0"]`, `["$Q0"]`, `["$h0"]`), and JSON nested deeper than MAX_REPLY_DEPTH
 * (50,000 levels cost the decoder 0.3 s of CPU per request).
 */

/** Deeper than any argument this site's actions take (a form's state object is four levels deep). */
export const MAX_REPLY_DEPTH = 16;

/** Whether JSON text nests arrays and objects deeper than `max`, found in one pass without parsing it. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

const selfContainedTags = new Set("$HTIuNDn-KRrXx");
const fileTags = new Set("BAOoUSsLlGgMmV");
/** Tags whose id follows the tag letter; any other "$" string is "$<id>". */
const taggedTags = new Set("@hQWi");
const HEX = /^[0-9a-f]+$/i;

export interface ReplyEntry {
  /** The entry's text; undefined for a file. */
  readonly text: string | undefined;
  /** Its place in the body, from 0. */
  readonly position: number;
}

/** The parts of a request body by name (the first entry of a repeated name). */
export type ReplyBody = ReadonlyMap<string, ReplyEntry>;

export interface Reference {
  /** What the reference needs: a text part, a file part, or a promise (a text part that may come later). */
  readonly kind: "text" | "file" | "promise";
  /** The part's id as React looks it up: the decimal spelling of the hexadecimal id. */
  readonly id: string;
  /** Keys into the part's value. */
  readonly path: readonly string[];
}

/** What a "$" string refers to: null for a plain or self-contained value, "malformed" for an id React cannot read. */
export function parseReference(value: string): Reference | null | "malformed" {
  if (!value.startsWith("$")) return null;
  const tag = value[1];
  if (tag !== undefined && selfContainedTags.has(tag)) return null;
  const tagged = tag !== undefined && (taggedTags.has(tag) || fileTags.has(tag));
  const [hex = "", ...path] = (tagged ? value.slice(2) : value.slice(1)).split(":");
  if (!HEX.test(hex)) return "malformed";
  const id = String(parseInt(hex, 16));
  if (tag !== undefined && fileTags.has(tag)) return { kind: "file", id, path: [] };
  if (tag === "@") return { kind: "promise", id, path: [] };
  return { kind: "text", id, path };
}

/** Whether a path of keys exists in raw JSON; a reference met on the way is beyond judging here. */
function pathExists(value: unknown, path: readonly string[]): boolean {
  let current = value;
  for (const key of path) {
    if (typeof current === "string" && current.startsWith("$") && !current.startsWith("$$")) return true;
    if (current === null || typeof current !== "object" || !Object.prototype.hasOwnProperty.call(current, key)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

export interface ReplyCheck {
  /** Prefix of the reply's entry names: "" for a call from the client, "$ACTION_<id>:" for a bound form action. */
  readonly prefix?: string;
  /**
   * "streamed": React reads the root as soon as it arrives, so a part it needs then must come before it
   * (a promise may come later). "whole": the body is read completely before decoding.
   */
  readonly arrival: "streamed" | "whole";
  /** A call's root is its argument list: anything but an array is reported as an unreadable root. */
  readonly rootIsArgumentList?: boolean;
}

/** The first reference React could not resolve, the root's name if the root itself is missing or unreadable, or null. */
export function findUnresolvableReference(body: ReplyBody, { prefix = "", arrival, rootIsArgumentList = false }: ReplyCheck): string | null {
  const rootKey = `${prefix}0`;
  const parsed = new Map<string, unknown>();
  const parse = (key: string): unknown => {
    if (!parsed.has(key)) {
      const text = body.get(key)?.text ?? "";
      if (nestsDeeperThan(text, MAX_REPLY_DEPTH)) throw new RangeError("nested too deep");
      parsed.set(key, JSON.parse(text));
    }
    return parsed.get(key);
  };

  const rootEntry = body.get(rootKey);
  if (rootEntry?.text === undefined) return rootKey;
  // Each value to check, with how far into the body React has read when it decodes that value, and the
  // parts whose decoding leads to it (a reference back into one of them is a cycle).
  const pending: { value: unknown; readUpTo: number; chain: ReadonlySet<string> }[] = [];
  const readUpToOf = (position: number) => (arrival === "whole" ? Number.POSITIVE_INFINITY : position);
  try {
    const root = parse(rootKey);
    if (rootIsArgumentList && !Array.isArray(root)) return rootKey;
    pending.push({ value: root, readUpTo: readUpToOf(rootEntry.position), chain: new Set([rootKey]) });
  } catch {
    return rootKey;
  }
  const followed = new Set<string>([rootKey]);

  while (pending.length > 0) {
    const { value, readUpTo, chain } = pending.pop()!;
    if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, readUpTo, chain });
      continue;
    }
    if (value !== null && typeof value === "object") {
      for (const key in value) pending.push({ value: (value as Record<string, unknown>)[key], readUpTo, chain });
      continue;
    }
    if (typeof value !== "string") continue;
    const reference = parseReference(value);
    if (reference === null) continue;
    if (reference === "malformed") return value;
    const key = prefix + reference.id;
    // A plain "$<id>:<path>" back into a part being decoded is how React writes a repeated or cyclic
    // object; a promise, map, set, form or server reference of such a part is never written and only breaks.
    if (chain.has(key) && (reference.kind === "promise" || taggedTags.has(value[1] ?? ""))) return value;
    const entry = body.get(key);
    if (!entry || (reference.kind === "file") !== (entry.text === undefined)) return value;
    if (reference.kind === "file") continue;
    // A promise waits for its part; anything else must already have arrived.
    if (reference.kind === "text" && entry.position > readUpTo) return value;
    try {
      if (!pathExists(parse(key), reference.path)) return value;
    } catch {
      return value;
    }
    if (!followed.has(key)) {
      followed.add(key);
      pending.push({ value: parse(key), readUpTo: Math.max(readUpTo, readUpToOf(entry.position)), chain: new Set([...chain, key]) });
    }
  }
  return null;
}

/** A text body: the reply's root alone. */
export function textReply(text: string): ReplyBody {
  return new Map([["0", { text, position: 0 }]]);
}

/** A multipart body's entries, in the order they arrived. */
export function formReply(form: FormData): ReplyBody {
  const entries = new Map<string, ReplyEntry>();
  let position = 0;
  for (const [key, value] of form.entries()) {
    if (!entries.has(key)) entries.set(key, { text: typeof value === "string" ? value : undefined, position });
    position += 1;
  }
  return entries;
}
