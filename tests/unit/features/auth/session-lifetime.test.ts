/** @jest-environment node */
import { createSqliteSessionStore } from "@/features/auth/session-store/sqlite";
import { createSessionCheck } from "@/features/auth/session/session-check";
import {
  isClaimCheckDue,
  isPastLifetime,
  sessionEndAt,
  type SessionSettings,
} from "@/features/auth/session/session-lifetime";
import { sessionSettingsFrom } from "@/platform/env/session-settings";
import { durationInWords, sessionEndedMessage } from "@/features/content/session-ended";
import { openDatabase } from "@/platform/db/sqlite";

const minute = 60_000;
const hour = 60 * minute;
const T0 = Date.UTC(2026, 10, 26, 9, 0, 0);
const settings: SessionSettings = sessionSettingsFrom({
  ADMIN_SESSION_MAX_AGE_SECONDS: 8 * 3600,
  ADMIN_SESSION_IDLE_SECONDS: 30 * 60,
  ADMIN_CLAIM_CHECK_SECONDS: 300,
});

describe("session lifetime", () => {
  it("reads the settings in seconds", () => {
    expect(settings).toEqual({ maxAgeMs: 8 * hour, idleMs: 30 * minute, claimCheckMs: 5 * minute });
  });

  it("ends a session 8 hours after sign-in, however recently it was used", () => {
    const times = { signedInAt: T0, lastSeenAt: T0 + 8 * hour - 1, claimCheckedAt: T0 };
    expect(sessionEndAt(times, T0 + 8 * hour - 1, settings)).toBeNull();
    expect(sessionEndAt(times, T0 + 8 * hour, settings)).toBe("expired");
    expect(isPastLifetime(T0, T0 + 8 * hour, settings)).toBe(true);
    // A sign-in time from the future, or none, is no sign-in time.
    expect(isPastLifetime(T0 + minute, T0, settings)).toBe(true);
    expect(isPastLifetime(Number.NaN, T0, settings)).toBe(true);
  });

  it("ends a session after 30 minutes without the admin's own request", () => {
    const times = { signedInAt: T0, lastSeenAt: T0 + hour, claimCheckedAt: T0 };
    expect(sessionEndAt(times, T0 + hour + 30 * minute - 1, settings)).toBeNull();
    expect(sessionEndAt(times, T0 + hour + 30 * minute, settings)).toBe("idle");
    // Both at once: the lifetime is the reason given, it is the one nothing could have put off.
    expect(sessionEndAt({ ...times, lastSeenAt: T0 }, T0 + 9 * hour, settings)).toBe("expired");
  });

  it("has a claim read again every 5 minutes", () => {
    const times = { signedInAt: T0, lastSeenAt: T0, claimCheckedAt: T0 };
    expect(isClaimCheckDue(times, T0 + 5 * minute - 1, settings)).toBe(false);
    expect(isClaimCheckDue(times, T0 + 5 * minute, settings)).toBe(true);
  });
});

describe("the session check", () => {
  function setup() {
    const store = createSqliteSessionStore(openDatabase(".", ":memory:"));
    const clock = { now: T0 };
    const admins = new Map<string, boolean>([["uid-1", true]]);
    const claimReads: string[] = [];
    const logged: string[] = [];
    const check = createSessionCheck({
      sessions: async () => store,
      isStillAdmin: async (uid) => {
        claimReads.push(uid);
        return admins.get(uid) === true;
      },
      settings: () => settings,
      now: () => clock.now,
      log: (event, fields) => logged.push(`${event}:${String(fields?.reason)}`),
    });
    return { store, clock, admins, claimReads, logged, check };
  }

  it("refuses a session at its absolute end although it was renewed and used all along", async () => {
    const { clock, check, store } = setup();
    const stamp = await check.start({ email: "a@openseat.example", provider: "password", uid: null, device: "" });
    expect(stamp.signedInAt).toBe(T0);
    for (let at = T0; at < T0 + 8 * hour; at += 20 * minute) {
      clock.now = at;
      expect(await check.check(stamp, { ownRequest: false })).toBeNull();
      expect(await check.check(stamp, { ownRequest: true })).toBeNull();
    }
    clock.now = T0 + 8 * hour;
    expect(await check.check(stamp, { ownRequest: true })).toBe("expired");
    // A token claiming a later sign-in finds no record that agrees.
    expect(await check.check({ ...stamp, signedInAt: T0 + 4 * hour }, { ownRequest: true })).toBe("revoked");
    expect(await store.find(stamp.sessionId, T0 + hour)).not.toBeNull();
  });

  it("measures idle time from the admin's own requests, not from cookie renewals", async () => {
    const { clock, check, store, logged } = setup();
    const stamp = await check.start({ email: "a@openseat.example", provider: "password", uid: null, device: "" });
    clock.now = T0 + 10 * minute;
    expect(await check.check(stamp, { ownRequest: true })).toBeNull();
    // Renewals every few minutes keep nothing alive.
    for (let at = T0 + 15 * minute; at < T0 + 40 * minute; at += 5 * minute) {
      clock.now = at;
      expect(await check.check(stamp, { ownRequest: false })).toBeNull();
    }
    clock.now = T0 + 40 * minute;
    expect(await check.check(stamp, { ownRequest: false })).toBe("idle");
    // The record is gone: the session stays ended, whatever comes next.
    expect(await store.find(stamp.sessionId, clock.now)).toBeNull();
    expect(await check.check(stamp, { ownRequest: true })).toBe("revoked");
    expect(logged).toEqual(["admin.session_ended:idle"]);
  });

  it("reads a Google admin's claim again when due and ends the session once it is gone", async () => {
    const { clock, check, admins, claimReads } = setup();
    const stamp = await check.start({ email: "g@openseat.example", provider: "firebase", uid: "uid-1", device: "" });
    clock.now = T0 + 4 * minute;
    expect(await check.check(stamp, { ownRequest: true })).toBeNull();
    expect(claimReads).toEqual([]);
    clock.now = T0 + 5 * minute;
    expect(await check.check(stamp, { ownRequest: true })).toBeNull();
    expect(claimReads).toEqual(["uid-1"]);
    // Checked at 5 minutes: not again until 10.
    admins.set("uid-1", false);
    clock.now = T0 + 9 * minute;
    expect(await check.check(stamp, { ownRequest: true })).toBeNull();
    clock.now = T0 + 10 * minute;
    expect(await check.check(stamp, { ownRequest: false })).toBe("revoked");
    expect(claimReads).toEqual(["uid-1", "uid-1"]);
  });

  it("never reads Firebase for a password admin, and ends a session on sign-out", async () => {
    const { clock, check, claimReads } = setup();
    const stamp = await check.start({ email: "a@openseat.example", provider: "password", uid: null, device: "" });
    clock.now = T0 + 20 * minute;
    expect(await check.check(stamp, { ownRequest: true })).toBeNull();
    expect(claimReads).toEqual([]);
    await check.end(stamp.sessionId);
    expect(await check.check(stamp, { ownRequest: true })).toBe("revoked");
  });
});

describe("the sign-in page's reason", () => {
  it("says how long in words", () => {
    expect(durationInWords(30 * minute)).toBe("30 minutes");
    expect(durationInWords(8 * hour)).toBe("8 hours");
    expect(durationInWords(hour + minute + 1000)).toBe("1 hour 1 minute 1 second");
    expect(durationInWords(20_000)).toBe("20 seconds");
  });

  it("names the setting that ended the session", () => {
    expect(sessionEndedMessage("idle", settings)).toBe(
      "You were signed out after 30 minutes without activity. Sign in again to return to where you were.",
    );
    expect(sessionEndedMessage("expired", settings)).toContain("8 hours after signing in");
    expect(sessionEndedMessage("revoked", settings)).toContain("Your session has ended");
  });
});
