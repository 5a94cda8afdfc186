import { createAdminGuard, NotAuthorizedError } from "@/lib/auth/admin-guard";

describe("requireAdmin (the authorisation helper)", () => {
  it("returns the admin for a session with role admin and an e-mail", async () => {
    const guard = createAdminGuard(async () => ({ role: "admin", user: { email: "a@openseat.example" } }));
    await expect(guard()).resolves.toEqual({ email: "a@openseat.example" });
  });

  it.each([
    ["no session", null],
    ["a session without a role", { user: { email: "a@openseat.example" } }],
    ["another role", { role: "user", user: { email: "a@openseat.example" } }],
    ["an admin without an e-mail", { role: "admin", user: {} }],
    ["a string", "admin"],
  ])("refuses %s", async (_label, session) => {
    const guard = createAdminGuard(async () => session);
    await expect(guard()).rejects.toBeInstanceOf(NotAuthorizedError);
  });

  it("refuses when reading the session fails (for example a token signed with another secret)", async () => {
    const guard = createAdminGuard(async () => {
      throw new Error("JWEDecryptionFailed");
    });
    await expect(guard()).rejects.toBeInstanceOf(NotAuthorizedError);
  });
});
