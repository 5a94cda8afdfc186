/**
 * Search semantics shared by every store: a term matches when some word of the name, e-mail, company,
 * phone or website starts with it; every term must match. (A whole reference is looked up directly, not
 * through these words: features/admin/requests.ts.) Both stores index the same words, split here:
 * Firestore flags each word prefix in a search entry (firestore-search-index.ts), SQLite's full-text
 * index matches the words by prefix, and the contract suite holds them to one behaviour.
 */

const separator = /[^\p{L}\p{N}]+/u;

export function splitWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(separator)
    .filter((word) => word.length > 0);
}

export interface SearchableFields {
  readonly fullName: string;
  readonly email: string;
  readonly company: string;
  /** Optional here so a caller with only the first three still compiles; the stores pass the request's own. */
  readonly phone?: string | null;
  readonly website?: string | null;
}

/** Shortest tail of a phone's digits that is indexed: shorter ones would match almost every number. */
const minPhoneDigits = 3;

/**
 * A phone is found by its digits, whatever was typed around them: "+44 (20) 7946-0000" is indexed as every
 * tail of "442079460000", so "2079460000" (without the country code) and "7946" both match as prefixes.
 */
export function phoneWords(phone: string | null | undefined): string[] {
  const digits = (phone ?? "").normalize("NFKC").replace(/\D/g, "");
  const tails: string[] = [];
  for (let start = 0; start <= digits.length - minPhoneDigits; start += 1) tails.push(digits.slice(start));
  return tails;
}

/** A website is found by the words of its host, without the scheme, "www" or the path. */
export function websiteWords(website: string | null | undefined): string[] {
  if (!website) return [];
  let host: string;
  try {
    host = new URL(website).hostname;
  } catch {
    host = website;
  }
  return splitWords(host.replace(/^www\./i, ""));
}

/** Distinct words of the searchable fields, in first-seen order. */
export function searchWords(fields: SearchableFields): string[] {
  return [
    ...new Set([
      ...splitWords(fields.fullName),
      ...splitWords(fields.email),
      ...splitWords(fields.company),
      ...phoneWords(fields.phone),
      ...websiteWords(fields.website),
    ]),
  ];
}

/** Longest prefix indexed; longer search terms are cut to it (and still match the word). */
export const maxPrefixLength = 20;

/** Every prefix of every word, for stores that can only test membership. */
export function searchPrefixes(fields: SearchableFields): string[] {
  const prefixes = new Set<string>();
  for (const word of searchWords(fields)) {
    const chars = [...word].slice(0, maxPrefixLength);
    for (let end = 1; end <= chars.length; end += 1) prefixes.add(chars.slice(0, end).join(""));
  }
  return [...prefixes];
}

/** The words of a search box entry, each cut to the indexed prefix length; at most 5 terms. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  return [...new Set(splitWords(query.slice(0, 200)).map((term) => [...term].slice(0, maxPrefixLength).join("")))].slice(0, 5);
}
