/**
 * Characters that change how text looks without being seen: bidirectional controls (a right-to-left
 * override shows `\u202Egnp.exe` as `exe.png`), zero-width spaces and joiners, byte-order marks and
 * invisible operators. In a sales lead they only ever disguise text, so every text field drops them on
 * the server before validation.
 *
 * The two joiners are the exception where a writing system needs them: Persian spells words with the
 * zero-width non-joiner, Indic scripts and emoji sequences use the joiner. They are kept between two
 * such characters (a letter or mark outside ASCII, or an emoji) and dropped everywhere else, where they
 * would only make two identical-looking names differ.
 */
const alwaysInvisible = /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;
const joiners = /[\u200C\u200D]/u;
const joinable = /^(?:[^\P{L}A-Za-z]|\p{M}|\p{Extended_Pictographic}|\uFE0F)$/u;

export function stripInvisibleCharacters(value: string): string {
  const chars = [...value.replace(alwaysInvisible, "")];
  if (!chars.some((char) => joiners.test(char))) return chars.join("");
  return chars
    .filter((char, index) => !joiners.test(char) || (joinable.test(chars[index - 1] ?? "") && joinable.test(chars[index + 1] ?? "")))
    .join("");
}
