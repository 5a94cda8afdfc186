/**
 * The one piece of the buyer's confirmation that comes from what they typed. Anyone can put anyone's
 * address into the form, so the name field is the only way to make our e-mail say something of theirs to
 * a stranger: "Hello www.cheap-pills.example," or "Hello call 555 0100 now,". We therefore greet by first
 * name only when the whole name looks like a name: letters (any script, with their accents), spaces
 * between words, hyphens and apostrophes, and nothing else: no dots, digits, slashes, at signs or other
 * marks that make a link, an address or a number. Anything else gets a plain "Hello", which costs a real
 * person with an unusual name a little warmth and costs us nothing else.
 */

// A word starts with a letter; hyphens and apostrophes join letters (Anne-Marie, O'Neil, D’Arcy).
const word = "\\p{L}(?:[\\p{L}\\p{M}]|['’\\-‐]\\p{L})*";
const namePattern = new RegExp(`^${word}(?: ${word})*$`, "u");

/** Longer than any first name we expect, short enough that a sentence cannot pass for one. */
export const maxGreetingNameLength = 30;

/**
 * The first name to greet someone by, or null for a plain "Hello". The name is read as the form stored
 * it (trimmed); runs of spaces are allowed between words, any other whitespace is not.
 */
export function greetingName(fullName: string): string | null {
  const name = fullName.trim().replace(/ {2,}/g, " ");
  if (!namePattern.test(name)) return null;
  const first = name.split(" ")[0]!;
  return first.length <= maxGreetingNameLength ? first : null;
}
