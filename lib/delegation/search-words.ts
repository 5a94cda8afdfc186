/**
 * Search semantics shared by every store: a term matches when some word of the name, e-mail or
 * company starts with it; every term must match. Both stores index the same words, split here:
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
}

/** Distinct words of the searchable fields, in first-seen order. */
export function searchWords(fields: SearchableFields): string[] {
  return [...new Set([...splitWords(fields.fullName), ...splitWords(fields.email), ...splitWords(fields.company)])];
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
