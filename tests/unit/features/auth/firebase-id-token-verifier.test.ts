/** @jest-environment node */
import { createFirebaseIdTokenVerifier, type IdTokenDecoder } from "@/features/auth/session/id-token";

function decoder(token: Record<string, unknown>, user: Awaited<ReturnType<IdTokenDecoder["getUser"]>>): IdTokenDecoder & { checked: boolean[] } {
  const checked: boolean[] = [];
  return {
    checked,
    async verifyIdToken(_token, checkRevoked) {
      checked.push(checkRevoked === true);
      return { uid: "u1", ...token };
    },
    async getUser() {
      return user;
    },
  };
}

describe("Firebase ID-token verifier", () => {
  it("checks revocation and reads the admin right and e-mail from the account, not the token", async () => {
    const auth = decoder({ email: "token@example.com", admin: false, email_verified: true }, { email: "lead@example.com", emailVerified: false, disabled: false, customClaims: { admin: true } });
    await expect(createFirebaseIdTokenVerifier(auth).verify("t")).resolves.toEqual({ uid: "u1", email: "lead@example.com", emailVerified: false, admin: true });
    expect(auth.checked).toEqual([true]);
  });

  it("gives no admin right to a token claiming one the account does not have", async () => {
    const auth = decoder({ email: "x@example.com", admin: true }, { email: "x@example.com", disabled: false, customClaims: {} });
    await expect(createFirebaseIdTokenVerifier(auth).verify("t")).resolves.toMatchObject({ admin: false });
  });

  it("says the address is verified only when the account says so", async () => {
    const auth = decoder({}, { email: "x@example.com", emailVerified: true, disabled: false });
    await expect(createFirebaseIdTokenVerifier(auth).verify("t")).resolves.toMatchObject({ emailVerified: true });
    const unsaid = decoder({ email_verified: true }, { email: "x@example.com", disabled: false });
    await expect(createFirebaseIdTokenVerifier(unsaid).verify("t")).resolves.toMatchObject({ emailVerified: false });
  });

  it("refuses a disabled account", async () => {
    const auth = decoder({}, { email: "x@example.com", disabled: true, customClaims: { admin: true } });
    await expect(createFirebaseIdTokenVerifier(auth).verify("t")).rejects.toThrow("disabled");
  });
});
