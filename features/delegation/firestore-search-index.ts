import { toInstant } from "@/features/delegation/list-cursor";
import { searchPrefixes, type SearchableFields } from "@/features/delegation/search-words";

/**
 * Firestore allows one array-contains per query, so searching two words on an array of prefixes made
 * it read every request holding the first word and check the rest itself: with a common first word, the
 * whole collection. Instead every request has two entries in `delegationSearch` (one per sort order)
 * whose fields are maps of flags: `w.<prefix>: true` for every word prefix, `r.<role>: true`, and
 * the status. Any mix of words, role and status is then equality filters only, which Firestore answers
 * by merging its automatic single-field indexes in document-name order, with no composite index and
 * reading only matching entries. The entry's name carries the creation time (inverted for newest
 * first), so the name order is the list order, date ranges are name ranges and the cursor is a name.
 * A page reads (page size + 1) entries and then the page's requests: at most 2 × page size + 1
 * documents, whatever the words.
 */
export type SearchOrder = "newest" | "oldest";

const LARGEST_MILLIS = 9_999_999_999_999;
const pad = (millis: number) => String(millis).padStart(13, "0");
const prefixOf: Record<SearchOrder, string> = { newest: "n", oldest: "o" };

function position(order: SearchOrder, millis: number): string {
  return `${prefixOf[order]}-${pad(order === "newest" ? LARGEST_MILLIS - millis : millis)}`;
}

/** The entry's document id for one sort order. */
export function searchEntryId(order: SearchOrder, createdAtMillis: number, requestId: string): string {
  return `${position(order, createdAtMillis)}-${requestId}`;
}

export function searchEntryIds(createdAtMillis: number, requestId: string): readonly string[] {
  return (["newest", "oldest"] as const).map((order) => searchEntryId(order, createdAtMillis, requestId));
}

export interface SearchEntryFields extends SearchableFields {
  readonly roles: readonly string[];
}

const flags = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, true]));

/**
 * The entry's fields; `requestKey` is the request's document id. The owner is always written, null when
 * nobody owns the request, because Firestore's equality filter never matches a missing field.
 */
export function searchEntry(order: SearchOrder, fields: SearchEntryFields, status: string, requestKey: string, owner: string | null = null) {
  return { sort: order, requestKey, status, owner, w: flags(searchPrefixes(fields)), r: flags(fields.roles) };
}

/**
 * A createdAt range as a range of entry names: [lower, upper). Bounds are whole milliseconds, as stored.
 * Returns the bounds that exist; `empty` when the range can hold nothing.
 */
export function nameRange(order: SearchOrder, from: string | undefined, to: string | undefined): { lower?: string; upper?: string } {
  const fromMillis = toInstant(from) ? Date.parse(toInstant(from)!) : undefined;
  const toMillis = toInstant(to) ? Date.parse(toInstant(to)!) : undefined;
  const tag = prefixOf[order];
  if (order === "oldest") {
    return { lower: fromMillis === undefined ? `${tag}-` : position(order, fromMillis), upper: toMillis === undefined ? `${tag}.` : position(order, toMillis) };
  }
  // Inverted: created at or after `from` means a position up to and including from's; before `to` means after to's.
  return {
    lower: toMillis === undefined ? `${tag}-` : position(order, toMillis - 1),
    upper: fromMillis === undefined ? `${tag}.` : position(order, fromMillis - 1),
  };
}

/** Search cursors are entry names; anything else restarts the list. */
export function encodeSearchCursor(entryId: string): string {
  return Buffer.from(JSON.stringify(["s", entryId]), "utf8").toString("base64url");
}

export function decodeSearchCursor(cursor: string | undefined, order: SearchOrder): string | null {
  if (!cursor || cursor.length > 500) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2 || value[0] !== "s" || typeof value[1] !== "string") return null;
    return value[1].startsWith(`${prefixOf[order]}-`) ? value[1] : null;
  } catch {
    return null;
  }
}
