import { randomUUID } from "node:crypto";
import type { SessionRecord, SessionStore } from "@/features/auth/session-store/store";

const T0 = Date.UTC(2026, 0, 2, 3, 0, 0);
const hour = 3_600_000;

function record(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    id: randomUUID(),
    email: "ada@example.com",
    provider: "firebase",
    uid: "firebase-uid-1",
    device: "Chrome on Android",
    signedInAt: T0,
    lastSeenAt: T0,
    claimCheckedAt: T0,
    expiresAt: T0 + 8 * hour,
    ...overrides,
  };
}

/**
 * What every session store does. The session's times are what several instances of the server must agree
 * on: whichever instance served the admin's last request, every other one sees it.
 */
export function describeSessionStoreContract(name: string, makeStore: () => Promise<SessionStore>): void {
  describe(`SessionStore contract: ${name}`, () => {
    let store: SessionStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    it("finds a session as it was created, and none for an unknown id", async () => {
      const created = record();
      await store.create(created);
      expect(await store.find(created.id, T0 + 1)).toEqual(created);
      expect(await store.find(randomUUID(), T0 + 1)).toBeNull();
      const password = record({ provider: "password", uid: null });
      await store.create(password);
      expect(await store.find(password.id, T0 + 1)).toEqual(password);
    });

    it("moves the last-seen and claim-checked times on, never back", async () => {
      const created = record();
      await store.create(created);
      await store.update(created.id, { lastSeenAt: T0 + 10 * 60_000 });
      await store.update(created.id, { claimCheckedAt: T0 + 5 * 60_000 });
      expect(await store.find(created.id, T0 + 11 * 60_000)).toMatchObject({ lastSeenAt: T0 + 10 * 60_000, claimCheckedAt: T0 + 5 * 60_000 });
      // A slower instance writing an older time does not undo a newer one.
      await store.update(created.id, { lastSeenAt: T0 + 60_000, claimCheckedAt: T0 + 60_000 });
      expect(await store.find(created.id, T0 + 11 * 60_000)).toMatchObject({ lastSeenAt: T0 + 10 * 60_000, claimCheckedAt: T0 + 5 * 60_000 });
      expect((await store.find(created.id, T0 + 11 * 60_000))?.signedInAt).toBe(T0);
    });

    it("lists one admin's live sessions, the most recently active first, with each device", async () => {
      // An address of this test's own: the Firestore emulator keeps the other tests' sessions.
      const email = `ada-${randomUUID()}@example.com`;
      const older = record({ email, device: "Safari on iPhone", lastSeenAt: T0 + 60_000 });
      const newer = record({ email, device: "Firefox on Windows", lastSeenAt: T0 + 5 * 60_000 });
      const expired = record({ email, expiresAt: T0 + hour });
      const someoneElse = record({ email: "bob@example.com" });
      for (const each of [older, newer, expired, someoneElse]) await store.create(each);
      const listed = await store.listByEmail(email, T0 + 2 * hour);
      expect(listed).toEqual([newer, older]);
      await store.update(older.id, { lastSeenAt: T0 + 10 * 60_000 });
      expect((await store.listByEmail(email, T0 + 2 * hour)).map((each) => each.id)).toEqual([older.id, newer.id]);
      expect(await store.listByEmail("nobody@example.com", T0)).toEqual([]);
    });

    it("ends every other session of one admin, keeping the one named and other admins' sessions", async () => {
      const email = `ada-${randomUUID()}@example.com`;
      const mine = record({ email });
      const others = [record({ email, device: "Safari on iPhone" }), record({ email, provider: "password", uid: null })];
      const colleague = record({ email: "bob@example.com" });
      for (const each of [mine, ...others, colleague]) await store.create(each);
      expect(await store.endOthers(email, mine.id)).toBe(2);
      expect(await store.find(mine.id, T0 + 1)).toEqual(mine);
      for (const other of others) expect(await store.find(other.id, T0 + 1)).toBeNull();
      expect(await store.find(colleague.id, T0 + 1)).toEqual(colleague);
      expect(await store.endOthers(email, mine.id)).toBe(0);
    });

    it("ends a session for good: no find, and an update does not bring it back", async () => {
      const created = record();
      const other = record();
      await store.create(created);
      await store.create(other);
      await store.end(created.id);
      await store.update(created.id, { lastSeenAt: T0 + 60_000 });
      expect(await store.find(created.id, T0 + 60_000)).toBeNull();
      expect(await store.find(other.id, T0 + 60_000)).toEqual(other);
      // Ending one already ended is no error (a sign-out after an expiry).
      await store.end(created.id);
    });

    it("finds nothing once a session's lifetime is over", async () => {
      const created = record({ expiresAt: T0 + hour });
      await store.create(created);
      expect(await store.find(created.id, T0 + hour - 1)).toEqual(created);
      expect(await store.find(created.id, T0 + hour)).toBeNull();
    });

    it("refuses a second session with the same id", async () => {
      const created = record();
      await store.create(created);
      // rejects.toBeTruthy, not toThrow: better-sqlite3 builds its errors with the class of the first test file
      // that loaded it in this worker, so under Jest they are not instances of this file's Error.
      await expect(store.create(record({ id: created.id, email: "mallory@example.com" }))).rejects.toBeTruthy();
      expect((await store.find(created.id, T0 + 1))?.email).toBe("ada@example.com");
    });

    it("spends a finished sign-in once: a second claim, or any but one of many at once, is refused", async () => {
      const id = randomUUID();
      await expect(store.claimSignIn(id, T0 + 10 * 60_000, T0)).resolves.toBe(true);
      await expect(store.claimSignIn(id, T0 + 10 * 60_000, T0 + 1)).resolves.toBe(false);
      // Another finished sign-in is its own.
      await expect(store.claimSignIn(randomUUID(), T0 + 10 * 60_000, T0 + 1)).resolves.toBe(true);
      // Ten instances handed the same cookie at the same moment: one session.
      const raced = randomUUID();
      const claims = await Promise.all(Array.from({ length: 10 }, () => store.claimSignIn(raced, T0 + 10 * 60_000, T0 + 2)));
      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it("ends every session at once, as a restore does, and takes new ones after", async () => {
      const sessions = [record(), record({ email: "bob@example.com" }), record({ provider: "password", uid: null })];
      for (const session of sessions) await store.create(session);
      await expect(store.endAll()).resolves.toBe(3);
      for (const session of sessions) expect(await store.find(session.id, T0 + 1)).toBeNull();
      await expect(store.endAll()).resolves.toBe(0);
      const later = record();
      await store.create(later);
      expect(await store.find(later.id, T0 + 1)).toEqual(later);
    });

    it("keeps a spent sign-in spent while its token could still be sent", async () => {
      const id = randomUUID();
      await store.claimSignIn(id, T0 + 10 * 60_000, T0);
      // Claims that ran out meanwhile may be cleared; this one has not.
      await store.claimSignIn(randomUUID(), T0 + 20 * 60_000, T0 + 10 * 60_000 - 1);
      await expect(store.claimSignIn(id, T0 + 10 * 60_000, T0 + 10 * 60_000 - 1)).resolves.toBe(false);
    });
  });
}
