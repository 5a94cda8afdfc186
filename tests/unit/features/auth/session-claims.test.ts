/** @jest-environment node */
import { createSqliteAdminStore } from "@/features/auth/admin-store/sqlite";
import { createRequireAdmin, isSessionCurrent, NotAuthorizedError } from "@/features/auth/session/session-claims";
import { openDatabase } from "@/platform/db/sqlite";

const always = async () => true;
const adminSession = { role: "admin", user: { email: "a@openseat.example" }, provider: "password", sessionVersion: 0 };

describe("requireAdmin (the authorisation helper)", () => {
  it("returns the admin for a current session with role admin and an e-mail", async () => {
    const requireAdmin = createRequireAdmin(async () => adminSession, always);
    await expect(requireAdmin()).resolves.toEqual({ email: "a@openseat.example" });
  });

  it.each([
    ["no session", null],
    ["a session without a role", { ...adminSession, role: undefined }],
    ["another role", { ...adminSession, role: "user" }],
    ["an admin without an e-mail", { ...adminSession, user: {} }],
    ["a session without a version (signed before versions existed, or revoked)", { ...adminSession, sessionVersion: null }],
    ["a string", "admin"],
  ])("refuses %s", async (_label, session) => {
    const requireAdmin = createRequireAdmin(async () => session, always);
    await expect(requireAdmin()).rejects.toBeInstanceOf(NotAuthorizedError);
  });

  it("refuses when reading the session fails (for example a token signed with another secret)", async () => {
    const requireAdmin = createRequireAdmin(async () => {
      throw new Error("JWEDecryptionFailed");
    }, always);
    await expect(requireAdmin()).rejects.toBeInstanceOf(NotAuthorizedError);
  });
});

describe("requireAdmin with the session record's check", () => {
  const stamped = { ...adminSession, sessionId: "s-1", signedInAt: 1_700_000_000_000 };

  it("passes the session's id and sign-in time to the check, and refuses with the reason it gives", async () => {
    const seen: unknown[] = [];
    const ok = createRequireAdmin(async () => stamped, always, async (stamp) => {
      seen.push(stamp);
      return null;
    });
    await expect(ok()).resolves.toEqual({ email: "a@openseat.example" });
    expect(seen).toEqual([{ sessionId: "s-1", signedInAt: 1_700_000_000_000 }]);
    const idle = createRequireAdmin(async () => stamped, always, async () => "idle");
    await expect(idle()).rejects.toMatchObject({ name: "NotAuthorizedError", ended: "idle" });
  });

  it("refuses a session without a record's id (signed in before records existed)", async () => {
    const requireAdmin = createRequireAdmin(async () => adminSession, always, async () => null);
    await expect(requireAdmin()).rejects.toMatchObject({ ended: "revoked" });
  });

  it("keeps the reason an ended session carries", async () => {
    const requireAdmin = createRequireAdmin(async () => ({ role: null, user: {}, ended: "expired" }), always, async () => null);
    await expect(requireAdmin()).rejects.toMatchObject({ ended: "expired" });
  });
});

describe("revocable sessions", () => {
  async function setup() {
    const store = createSqliteAdminStore(openDatabase(".", ":memory:"));
    await store.create({ email: "a@openseat.example", passwordHash: "scrypt$h" });
    const requireAdminWith = (session: unknown) => createRequireAdmin(async () => session, (claims) => isSessionCurrent(store, claims))();
    return { store, requireAdminWith };
  }

  it("refuses a session at once when the admin's sessions are revoked (sign-out, admin:revoke)", async () => {
    const { store, requireAdminWith } = await setup();
    await expect(requireAdminWith(adminSession)).resolves.toEqual({ email: "a@openseat.example" });
    await store.revokeSessions("a@openseat.example");
    await expect(requireAdminWith(adminSession)).rejects.toBeInstanceOf(NotAuthorizedError);
    // Signing in again picks up the new version.
    await expect(requireAdminWith({ ...adminSession, sessionVersion: 1 })).resolves.toEqual({ email: "a@openseat.example" });
  });

  it("refuses the session of an admin removed from the store", async () => {
    const { store, requireAdminWith } = await setup();
    await store.remove("a@openseat.example");
    await expect(requireAdminWith(adminSession)).rejects.toBeInstanceOf(NotAuthorizedError);
    await expect(requireAdminWith({ ...adminSession, sessionVersion: 1 })).rejects.toBeInstanceOf(NotAuthorizedError);
  });

  it("keeps a Google admin (not stored locally) while its version stands, and ends it on revocation", async () => {
    const { store, requireAdminWith } = await setup();
    const google = { ...adminSession, user: { email: "lead@openseat.example" }, provider: "firebase" };
    await expect(requireAdminWith(google)).resolves.toEqual({ email: "lead@openseat.example" });
    await store.revokeSessions("lead@openseat.example");
    await expect(requireAdminWith(google)).rejects.toBeInstanceOf(NotAuthorizedError);
  });
});
