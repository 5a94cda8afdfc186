/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { createFirebaseIdTokenVerifier } from "@/features/auth/session/id-token";
import { unsignedIdToken } from "../../../support/unsigned-id-token";

/**
 * Why a deployment must never carry FIREBASE_AUTH_EMULATOR_HOST (platform/firebase/emulator-guard.ts):
 * firebase-admin refuses an unsigned token on its own, without the network, and accepts the very
 * same token once the variable is set.
 */
const projectId = "demo-openseat";
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
let app: App;

beforeAll(() => {
  app = initializeApp({ projectId }, `unsigned-${randomUUID()}`);
});

afterAll(async () => {
  await deleteApp(app);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
});

it("without the emulator variable, an unsigned token claiming admin is refused for its algorithm", async () => {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const token = unsignedIdToken({ projectId, uid: "forged", email: "forged@example.com", extra: { admin: true } });
  await expect(getAuth(app).verifyIdToken(token)).rejects.toMatchObject({
    code: "auth/argument-error",
    message: expect.stringContaining('incorrect algorithm. Expected "RS256"'),
  });
});

const withAuthEmulator = emulatorHost ? describe : describe.skip;

withAuthEmulator("with the emulator variable set", () => {
  it("firebase-admin takes an unsigned token for an existing user at its word, claims and all", async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    const user = await getAuth(app).createUser({ email: `plain-${randomUUID()}@example.com` });
    const token = unsignedIdToken({ projectId, uid: user.uid, email: user.email, extra: { admin: true } });
    await expect(getAuth(app).verifyIdToken(token, true)).resolves.toMatchObject({ uid: user.uid, admin: true });
    // The site's verifier reads the right from the account instead, so even here the edit gains nothing.
    await expect(createFirebaseIdTokenVerifier(getAuth(app)).verify(token)).resolves.toMatchObject({ admin: false });
  });
});
