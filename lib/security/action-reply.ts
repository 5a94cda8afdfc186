/**
 * Checks a server action's arguments as React encodes them (encodeReply) for references to parts
 * the request does not carry. React's decoder throws on those deep inside Next, which answers 500;
 * the proxy answers 400 instead, before any action runs.
 *
 * In the encoding a string starting with "$" is special: "$$…" is a literal "$…", a few tags stand
 * for values on their own ("$undefined", "$NaN", "$D<date>", "$n<bigint>", …), and every other form
 * points at another part of a multipart body by a hexadecimal id, optionally followed by a ":path".
 */

/** Second characters of "$" strings that carry their own value and point at no part. */
const selfContainedTags = new Set(["$", "H", "T", "I", "-", "N", "u", "D", "n", "K"]);
/** Tags whose id follows the tag letter ("$@1", "$Q2:key"); any other "$" string is "$<id>". */
const taggedReferences = new Set("@hQWiAOoUSsLlGgMmVBRrXx");
const HEX = /^[0-9a-f]+$/i;

/** The part key a reference string points at, or null when it points at none; "" when it is malformed. */
export function referencedPart(value: string): string | null {
  if (!value.startsWith("$")) return null;
  const tag = value[1];
  if (tag !== undefined && selfContainedTags.has(tag)) return null;
  const id = (tag !== undefined && taggedReferences.has(tag) ? value.slice(2) : value.slice(1)).split(":")[0] ?? "";
  // React reads the id with parseInt(…, 16) and looks the part up by its decimal spelling.
  return HEX.test(id) ? String(parseInt(id, 16)) : "";
}

export interface ReplyParts {
  /** The text of a part, or undefined when the body has no part of that name (files count as present). */
  get(key: string): string | undefined;
  has(key: string): boolean;
}

/**
 * The first reference that cannot be resolved, or null when every one can. Referenced text parts
 * are followed too (they hold outlined values with references of their own), each once.
 */
export function findDanglingReference(root: unknown, parts: ReplyParts): string | null {
  const pending: unknown[] = [root];
  const followed = new Set<string>(["0"]);
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      const key = referencedPart(value);
      if (key === null) continue;
      if (key === "" || !parts.has(key)) return value;
      const text = parts.get(key);
      if (text !== undefined && !followed.has(key)) {
        followed.add(key);
        try {
          pending.push(JSON.parse(text));
        } catch {
          // Binary values travel as files; a text part is always an outlined value in JSON.
          return value;
        }
      }
    } else if (Array.isArray(value)) {
      pending.push(...(value as unknown[]));
    } else if (value !== null && typeof value === "object") {
      pending.push(...Object.values(value));
    }
  }
  return null;
}

/** A text body is the root part alone. */
export function textReplyParts(): ReplyParts {
  return { get: () => undefined, has: (key) => key === "0" };
}

/** A multipart body's entries by name; files are present but have no text to follow. */
export function formReplyParts(form: FormData): ReplyParts {
  return {
    get: (key) => {
      const entry = form.get(key);
      return typeof entry === "string" ? entry : undefined;
    },
    has: (key) => form.has(key),
  };
}
