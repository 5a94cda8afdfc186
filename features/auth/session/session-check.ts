import { randomUUID } from "node:crypto";
import type { Log } from "@/platform/logging/log-entry";
import type { SessionRecord, SessionStore } from "@/features/auth/session-store/store";
import {
  isClaimCheckDue,
  isLastSeenStale,
  isPastLifetime,
  recordExpiresAt,
  sessionEndAt,
  type SessionEnd,
  type SessionSettings,
} from "@/features/auth/session/session-lifetime";

/*
 * The session record's part of every use of an admin session: made at sign-in, read on each use, its
 * last-seen time moved on only by the admin's own requests (never by a cookie renewal), a Google admin's
 * claim read again from Firebase when due, and deleted when the session ends for any reason.
 */

export interface SessionCheckDeps {
  readonly sessions: () => Promise<SessionStore>;
  /** Whether the Firebase user still holds the admin claim and is enabled (features/auth/session/id-token.ts). */
  readonly isStillAdmin: (uid: string) => Promise<boolean>;
  readonly settings: () => SessionSettings;
  readonly now: () => number;
  readonly log: Log;
}

export interface NewSession {
  readonly email: string;
  readonly provider: "password" | "firebase";
  readonly uid: string | null;
  /** The device's label (device-label.ts); "" when the request said nothing. */
  readonly device: string;
}

/** What the token carries of its record: the id to find it by and the sign-in time the proxy checks alone. */
export interface SessionStamp {
  readonly sessionId: string;
  readonly signedInAt: number;
}

export interface SessionCheck {
  start(session: NewSession): Promise<SessionStamp>;
  /**
   * How the session has ended, or null while it stands. `ownRequest`: a request the admin made (a page,
   * an action, an export), which counts as activity; a cookie renewal does not.
   */
  check(stamp: SessionStamp, options: { readonly ownRequest: boolean }): Promise<SessionEnd | null>;
  end(sessionId: string): Promise<void>;
}

export function createSessionCheck(deps: SessionCheckDeps): SessionCheck {
  async function ended(store: SessionStore, record: SessionRecord, reason: SessionEnd): Promise<SessionEnd> {
    await store.end(record.id);
    deps.log("admin.session_ended", { admin: record.email, provider: record.provider, reason });
    return reason;
  }

  return {
    async start({ email, provider, uid, device }) {
      const now = deps.now();
      const sessionId = randomUUID();
      await (await deps.sessions()).create({
        id: sessionId,
        email,
        provider,
        uid,
        device,
        signedInAt: now,
        lastSeenAt: now,
        claimCheckedAt: now,
        expiresAt: recordExpiresAt(now, deps.settings()),
      });
      return { sessionId, signedInAt: now };
    },

    async check({ sessionId, signedInAt }, { ownRequest }) {
      const now = deps.now();
      const settings = deps.settings();
      // The token's own sign-in time first: a record cannot be found to lengthen a lifetime that is over.
      if (isPastLifetime(signedInAt, now, settings)) return "expired";
      const store = await deps.sessions();
      const record = await store.find(sessionId, now);
      // No record: signed out, ended before, or a token whose record was never made.
      if (!record || record.signedInAt !== signedInAt) return "revoked";
      const end = sessionEndAt(record, now, settings);
      if (end) return ended(store, record, end);
      let claimCheckedAt: number | undefined;
      if (record.provider === "firebase" && isClaimCheckDue(record, now, settings)) {
        if (!record.uid || !(await deps.isStillAdmin(record.uid))) return ended(store, record, "revoked");
        claimCheckedAt = now;
      }
      const lastSeenAt = ownRequest && isLastSeenStale(record, now, settings) ? now : undefined;
      if (claimCheckedAt !== undefined || lastSeenAt !== undefined) await store.update(sessionId, { lastSeenAt, claimCheckedAt });
      return null;
    },

    async end(sessionId) {
      await (await deps.sessions()).end(sessionId);
    },
  };
}
