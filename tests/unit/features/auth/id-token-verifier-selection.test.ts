/** @jest-environment node */
import { TEST_VERIFIER_REFUSED_MESSAGE } from "@/features/auth/session/id-token";

const original = { ...process.env };

async function loadWith(env: Record<string, string>) {
  process.env = { ...original, ...env };
  let loaded: typeof import("@/features/auth/session/id-token") | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual("@/features/auth/session/id-token");
  });
  return loaded!;
}

afterEach(() => {
  process.env = { ...original };
});

describe("ID-token verifier selection", () => {
  it("uses the test verifier when asked, outside production deployments", async () => {
    const { getIdTokenVerifier } = await loadWith({ FIREBASE_AUTH_VERIFIER: "test", NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3100" });
    const verifier = await getIdTokenVerifier();
    expect(verifier.kind).toBe("test");
    await expect(verifier.verify("test-admin:a@b.co")).resolves.toEqual({ uid: "test-a@b.co", email: "a@b.co", admin: true, emailVerified: true });
  });

  it("refuses the test verifier in a production deployment", async () => {
    const { assertVerifierAllowed, getIdTokenVerifier } = await loadWith({
      FIREBASE_AUTH_VERIFIER: "test",
      NODE_ENV: "production",
      SITE_URL: "https://openseat.example",
      NEXTAUTH_SECRET: "x".repeat(40),
    });
    expect(() => assertVerifierAllowed()).toThrow(TEST_VERIFIER_REFUSED_MESSAGE);
    await expect(getIdTokenVerifier()).rejects.toThrow(TEST_VERIFIER_REFUSED_MESSAGE);
  });

  it("refuses the Authentication emulator in a production deployment: firebase-admin would trust unsigned tokens", async () => {
    const { assertVerifierAllowed, getIdTokenVerifier } = await loadWith({
      NODE_ENV: "production",
      SITE_URL: "https://openseat.example",
      NEXTAUTH_SECRET: "x".repeat(40),
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    });
    expect(() => assertVerifierAllowed()).toThrow(/FIREBASE_AUTH_EMULATOR_HOST.* set: firebase-admin would talk to a local emulator/);
    await expect(getIdTokenVerifier()).rejects.toThrow(/FIREBASE_AUTH_EMULATOR_HOST.* set: firebase-admin would talk to a local emulator/);
  });
});
