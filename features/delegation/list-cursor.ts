/**
 * Keyset pagination position: the createdAt and id of the last item returned. Opaque to callers
 * (base64url JSON) so the encoding can change without touching the admin area.
 */
export interface CursorPosition {
  readonly createdAt: string;
  readonly id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), "utf8").toString("base64url");
}

/** Null for anything that is not a cursor this module made: a tampered cursor restarts the list. */
export function decodeCursor(cursor: string | undefined): CursorPosition | null {
  if (!cursor || cursor.length > 500) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== "string" || typeof id !== "string") return null;
    if (Number.isNaN(Date.parse(createdAt))) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** Normalises a from/to bound to a full ISO instant; undefined for a missing or unreadable one. */
export function toInstant(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function clampLimit(limit: number): number {
  if (!Number.isFinite(limit)) return 20;
  return Math.min(100, Math.max(1, Math.trunc(limit)));
}
