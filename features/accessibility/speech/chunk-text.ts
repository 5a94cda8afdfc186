import { MAX_CHUNK_LENGTH } from "./speech-constants";

/** Collapses runs of whitespace (line breaks from markup included) into single spaces. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** True when there is nothing to say: speech ignores blank text. */
export function isBlank(text: string | null | undefined): boolean {
  return text === null || text === undefined || normalizeWhitespace(text) === "";
}

/**
 * Gives a heading or list item a full stop when it has no closing punctuation, so the
 * voice pauses after it instead of running it into the next sentence.
 */
export function asSentence(text: string): string {
  const clean = normalizeWhitespace(text);
  if (clean === "" || /[.!?…:;]["'”’)\]]*$/.test(clean)) return clean;
  return `${clean}.`;
}

// A sentence ends at . ! ? or … (plus closing quotes/brackets) followed by a space; a dot
// between digits ("0.5%") or inside a domain has no space after it, so it never splits.
const SENTENCE_END = /(?<=[.!?…]["'”’)\]]*)\s+/;

/** Splits normalised text into sentences, keeping their punctuation. */
export function splitSentences(text: string): string[] {
  const clean = normalizeWhitespace(text);
  if (clean === "") return [];
  return clean.split(SENTENCE_END).filter((sentence) => sentence !== "");
}

/** Packs words greedily into pieces no longer than maxLength; a longer single word is cut. */
function packWords(text: string, maxLength: number): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    if (word.length > maxLength) {
      if (current) pieces.push(current);
      current = "";
      for (let start = 0; start < word.length; start += maxLength) pieces.push(word.slice(start, start + maxLength));
      continue;
    }
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxLength) current = candidate;
    else {
      pieces.push(current);
      current = word;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Splits an over-long sentence at clause punctuation first, then between words. */
function splitLongSentence(sentence: string, maxLength: number): string[] {
  const clauses = sentence.split(/(?<=[,;:–—])\s+/);
  const pieces: string[] = [];
  let current = "";
  for (const clause of clauses) {
    const candidate = current ? `${current} ${clause}` : clause;
    if (candidate.length <= maxLength) {
      current = candidate;
      continue;
    }
    if (current) pieces.push(current);
    if (clause.length <= maxLength) current = clause;
    else {
      const words = packWords(clause, maxLength);
      current = words.pop() ?? "";
      pieces.push(...words);
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Turns text into sentence-sized chunks for separate utterances: one per sentence, and
 * sentences longer than maxLength cut at commas or between words.
 */
export function splitIntoChunks(text: string, maxLength: number = MAX_CHUNK_LENGTH): string[] {
  if (!Number.isInteger(maxLength) || maxLength < 1) throw new RangeError("maxLength must be a positive integer");
  return splitSentences(text).flatMap((sentence) =>
    sentence.length <= maxLength ? [sentence] : splitLongSentence(sentence, maxLength),
  );
}
