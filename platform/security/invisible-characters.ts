/**
 * The one cleaning rule for every text the site stores: characters that change how text looks, or hide
 * text, without being seen. Bidirectional controls (a right-to-left override shows `\u202Egnp.exe` as
 * `exe.png`), zero-width spaces and joiners, byte-order marks, invisible operators, soft hyphens, the
 * combining grapheme joiner, Hangul and braille fillers that render as blanks, Mongolian selectors,
 * deprecated format controls and tag characters (which can smuggle a whole hidden ASCII text). That is
 * Unicode's Default_Ignorable_Code_Point and the format category Cf, plus blanks that are neither, and any
 * lone surrogate half. In a sales lead, a note or a team name they only ever disguise text, so every
 * stored text field drops them on the server before validation, and the admin area and the CSV drop them
 * again on the way out, for anything stored before the rule was this wide.
 *
 * A few of them carry meaning in a writing system or an emoji, and are kept only where they do:
 * - the zero-width non-joiner and joiner between two letters or marks outside ASCII, or emoji (Persian
 *   spells words with the non-joiner; Indic conjuncts and emoji sequences use the joiner);
 * - a variation selector right after a character it can vary: an emoji (text or emoji style), an
 *   ideograph (the ideographic variation sequences of Japanese names), a Mongolian letter;
 * - tag characters only inside the three flags Unicode recommends (England, Scotland, Wales).
 * Everywhere else they would only make two identical-looking values differ.
 */
const invisible = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cs}\u2800]/u;
const joiners = /^[\u200C\u200D]$/u;
const joinable = /^(?:[^\P{L}A-Za-z]|\p{M}|\p{Extended_Pictographic}|\uFE0F)$/u;
// Each kind of variation selector, and what it may follow.
const variations: readonly (readonly [selector: RegExp, base: RegExp])[] = [
  [/^[\uFE0E\uFE0F]$/u, /^\p{Emoji}$/u],
  [/^[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]$/u, /^\p{Ideographic}$/u],
  [/^[\u180B-\u180D\u180F]$/u, /^\p{Script=Mongolian}$/u],
];
// A black flag, then the tag letters of gbeng, gbsct or gbwls, then the cancel tag; captured, so split keeps it.
const subdivisionFlag = /(\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F})/u;

/** A variation selector is kept right after a character it can vary; every other invisible one goes. */
function keptSelector(chars: readonly string[], index: number): boolean {
  const char = chars[index]!;
  const before = chars[index - 1] ?? "";
  // The base must be seen: Mongolian's own selectors are Mongolian script too, and cannot vary one another.
  return !joiners.test(char) && !invisible.test(before) && variations.some(([selector, base]) => selector.test(char) && base.test(before));
}

/** A joiner is kept between two characters that join; judged once the rest is gone, so a removed one lends it no context. */
function keptJoiner(chars: readonly string[], index: number): boolean {
  return joiners.test(chars[index]!) && joinable.test(chars[index - 1] ?? "") && joinable.test(chars[index + 1] ?? "");
}

function stripPart(part: string): string {
  const all = [...part];
  const rest = all.filter((char, index) => !invisible.test(char) || joiners.test(char) || keptSelector(all, index));
  return rest.filter((char, index) => !joiners.test(char) || keptJoiner(rest, index)).join("");
}

export function stripInvisibleCharacters(value: string): string {
  if (!invisible.test(value)) return value;
  // Odd parts are whole subdivision flags, kept as they are.
  return value
    .split(subdivisionFlag)
    .map((part, index) => (index % 2 === 1 ? part : stripPart(part)))
    .join("");
}

/** Whether `value` holds nothing the cleaning rule would remove. */
export function hasNoInvisibleCharacters(value: string): boolean {
  return stripInvisibleCharacters(value) === value;
}

/**
 * A stored record as the admin area shows it: every string in it, however deep, cleaned by the same rule.
 * New records are stored clean; this covers those stored before the rule was this wide.
 */
export function withoutInvisibleCharacters<T>(value: T): T {
  if (typeof value === "string") return stripInvisibleCharacters(value) as T;
  if (Array.isArray(value)) return value.map(withoutInvisibleCharacters) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutInvisibleCharacters(item)])) as T;
  }
  return value;
}
