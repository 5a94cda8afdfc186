import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { unsignedIdToken } from "../support/unsigned-id-token";
import { siteUnderTest, storeEnv, type Site } from "./support/site";
import { redirectOf, signedInClient, startOwnSite, type OwnSite } from "./support/own-site";

/*
 * A Google admin whose claim is removed in the Firebase console (not with admin:grant --revoke, which also
 * moves the session version on) loses the session at the next claim check. A server of our own on the
 * Firestore project's emulators, with the check every second instead of every five minutes.
 */
const CLAIM_CHECK_SECONDS = 1;
let project: Site;
let site: OwnSite;

async function authEmulator() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = project.authEmulatorHost;
  const { deleteApp, initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const app = initializeApp({ projectId: project.projectId }, `e2e-claim-${randomUUID()}`);
  return { auth: getAuth(app), close: () => deleteApp(app) };
}

test.describe.configure({ mode: "serial" });

test.describe("a Google admin's claim removed in the console", { tag: "@firebase-auth" }, () => {
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(120_000);
    project = siteUnderTest(testInfo);
    const projectId = project.projectId ?? "";
    site = await startOwnSite({
      ...storeEnv(project),
      NEXT_PUBLIC_FIREBASE_API_KEY: "demo-api-key",
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
      NEXT_PUBLIC_FIREBASE_APP_ID: `1:000000000000:web:${projectId}`,
      ADMIN_CLAIM_CHECK_SECONDS: String(CLAIM_CHECK_SECONDS),
    });
  });

  test.afterAll(() => site?.stop());

  test("ends the session at the next check, and the sign-in page is told why", async () => {
    const email = `claim-removed-${randomUUID().slice(0, 8)}@example.com`;
    const emulator = await authEmulator();
    try {
      const { uid } = await emulator.auth.createUser({ email, emailVerified: true });
      await emulator.auth.setCustomUserClaims(uid, { admin: true });
      const idToken = unsignedIdToken({ projectId: project.projectId ?? "", uid, email });
      const client = await signedInClient(site, "firebase", { idToken });
      // Past a claim check with the claim in place: still served.
      await new Promise((resolve) => setTimeout(resolve, CLAIM_CHECK_SECONDS * 1000 + 200));
      expect(await redirectOf(client, "/admin")).toBeNull();

      await emulator.auth.setCustomUserClaims(uid, null);
      await new Promise((resolve) => setTimeout(resolve, CLAIM_CHECK_SECONDS * 1000 + 200));
      const refused = await redirectOf(client, "/admin");
      expect(refused?.pathname).toBe("/admin/sign-in");
      expect(refused?.searchParams.get("ended")).toBe("revoked");
      // The cookie renews into nothing: the session is over, not just this request.
      expect((await (await client.get("/api/auth/session")).json()) as unknown).toMatchObject({ role: null, user: { email: null } });
      await client.dispose();
    } finally {
      await emulator.close();
    }
  });
});
