/*
 * When an admin session ends, whatever renews its cookie: next-auth issues a fresh cookie (new iat and exp)
 * on every /api/auth/session call, so neither the cookie's age nor its expiry says how old the session is.
 * The sign-in time travels in the token and in the session's record; the last request the admin made
 * and the last check of a Google admin's claim live in the record (features/auth/session-store), which every
 * instance of the server reads.
 */

export type { SessionSettings } from "@/platform/env/session-settings";
import type { SessionSettings } from "@/platform/env/session-settings";

export interface SessionTimes {
  /** Milliseconds since the epoch, as every time below. */
  readonly signedInAt: number;
  readonly lastSeenAt: number;
  readonly claimCheckedAt: number;
}

/**
 * Why a session ended, shown on the sign-in page: "expired" (its absolute lifetime), "idle", or "revoked"
 * (signed out elsewhere, `admin:revoke`, a Google admin's claim removed or the account disabled).
 */
export type SessionEnd = "expired" | "idle" | "revoked";

export const sessionEnds: readonly SessionEnd[] = ["expired", "idle", "revoked"];

export function isSessionEnd(value: unknown): value is SessionEnd {
  return typeof value === "string" && (sessionEnds as readonly string[]).includes(value);
}

/** Whether the absolute lifetime has run out: what the proxy can tell from the token alone. */
export function isPastLifetime(signedInAt: number, now: number, settings: SessionSettings): boolean {
  return !Number.isFinite(signedInAt) || signedInAt > now || now - signedInAt >= settings.maxAgeMs;
}

/** How a session ends now, or null while it stands. The lifetime wins: it is the one that cannot be put off. */
export function sessionEndAt(times: SessionTimes, now: number, settings: SessionSettings): SessionEnd | null {
  if (isPastLifetime(times.signedInAt, now, settings)) return "expired";
  if (now - times.lastSeenAt >= settings.idleMs) return "idle";
  return null;
}

/** Whether a Google admin's claim is due to be read again from Firebase. */
export function isClaimCheckDue(times: SessionTimes, now: number, settings: SessionSettings): boolean {
  return now - times.claimCheckedAt >= settings.claimCheckMs;
}

/**
 * A request refreshes the last-seen time only when it has moved on by this much: one write per admin a
 * minute at most, where the idle timeout is half an hour.
 */
export const LAST_SEEN_GRANULARITY_MS = 60_000;

export function isLastSeenStale(times: SessionTimes, now: number, settings: SessionSettings): boolean {
  return now - times.lastSeenAt >= Math.min(LAST_SEEN_GRANULARITY_MS, settings.idleMs / 10);
}

/** When a session's record may be forgotten: nothing can use it after its lifetime. */
export function recordExpiresAt(signedInAt: number, settings: SessionSettings): number {
  return signedInAt + settings.maxAgeMs;
}
