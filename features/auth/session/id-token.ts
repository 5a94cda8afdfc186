import "server-only";
import type { Auth } from "firebase-admin/auth";
import { getEnv } from "@/platform/env";
import { lazyOnce } from "@/platform/server/lazy-once";
import { isProductionDeployment } from "@/platform/server/deployment";
import { assertNoEmulatorsInProduction } from "@/platform/firebase/emulator-guard";

/**
 * Verifies a Firebase ID token. Behind an interface because firebase-admin's verifyIdToken fetches Google's
 * signing certificates over the network: tests use the test verifier, production the real one.
 */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string | null;
  /** Whether Google (or the provider) verified that the account holds `email`: accepting an invitation requires it. */
  readonly emailVerified: boolean;
  /** The custom claim `admin: true`, set with `npm run admin:grant` or by accepting an invitation with Google. */
  readonly admin: boolean;
}

export interface IdTokenVerifier {
  readonly kind: "firebase" | "test";
  /** Rejects for a token that is malformed, expired, revoked or not signed by the project. */
  verify(idToken: string): Promise<VerifiedIdentity>;
  /**
   * Whether the user still holds the admin claim and is not disabled, read from Firebase as it is now: a
   * session re-checks it (features/auth/session/session-check.ts), so a claim removed in the console ends the session.
   */
  isStillAdmin(uid: string): Promise<boolean>;
}

export const TEST_VERIFIER_REFUSED_MESSAGE =
  "FIREBASE_AUTH_VERIFIER=test accepts unsigned tokens and is for tests only; a production deployment refuses to start with it.";

/**
 * Accepts made-up tokens: `test-admin:<email>` (an admin) and `test-user:<email>` (signed in, no claim).
 * Never selected in a production deployment (getIdTokenVerifier below refuses it, and instrumentation.ts checks at start-up).
 */
export function createTestIdTokenVerifier(): IdTokenVerifier {
  return {
    kind: "test",
    async verify(idToken) {
      const match = /^test-(admin|user):([^\s:]+@[^\s:]+)$/.exec(idToken);
      if (!match) throw new Error("Invalid test ID token");
      const email = (match[2] ?? "").toLowerCase();
      return { uid: `test-${email}`, email, emailVerified: true, admin: match[1] === "admin" };
    },
    // A made-up token has no account behind it to re-read: its admin stays one.
    async isStillAdmin() {
      return true;
    },
  };
}

/** The slice of firebase-admin's Auth this verifier uses, so it can be exercised without the network. */
export interface IdTokenDecoder {
  verifyIdToken(idToken: string, checkRevoked?: boolean): Promise<{ uid: string; email?: string; [claim: string]: unknown }>;
  getUser(uid: string): Promise<{ email?: string; emailVerified?: boolean; disabled: boolean; customClaims?: { [claim: string]: unknown } }>;
}

export function createFirebaseIdTokenVerifier(auth: IdTokenDecoder): IdTokenVerifier {
  return {
    kind: "firebase",
    async verify(idToken) {
      // checkRevoked: a disabled user or one whose sessions were revoked cannot sign in with an old token.
      const decoded = await auth.verifyIdToken(idToken, true);
      // The admin right and the e-mail come from the account as it is now, not from the token: a claim
      // removed a minute ago no longer counts, and a token whose claims were edited gains nothing.
      const user = await auth.getUser(decoded.uid);
      if (user.disabled) throw new Error("The account is disabled");
      return { uid: decoded.uid, email: user.email ?? null, emailVerified: user.emailVerified === true, admin: user.customClaims?.admin === true };
    },
    async isStillAdmin(uid) {
      let user: Awaited<ReturnType<IdTokenDecoder["getUser"]>>;
      try {
        user = await auth.getUser(uid);
      } catch (error) {
        // A deleted account is no admin; anything else (Firebase unreachable) is thrown, and the request is refused.
        if ((error as { code?: unknown }).code === "auth/user-not-found") return false;
        throw error;
      }
      return !user.disabled && user.customClaims?.admin === true;
    },
  };
}

/**
 * Throws when a production deployment is configured with the test verifier, or with an emulator
 * (which makes firebase-admin accept unsigned tokens); instrumentation.ts calls it at start-up.
 */
export function assertVerifierAllowed(): void {
  const env = getEnv();
  if (env.FIREBASE_AUTH_VERIFIER === "test" && isProductionDeployment(env)) {
    throw new Error(TEST_VERIFIER_REFUSED_MESSAGE);
  }
  assertNoEmulatorsInProduction(env);
}

export const getIdTokenVerifier = lazyOnce(async (): Promise<IdTokenVerifier> => {
  assertVerifierAllowed();
  if (getEnv().FIREBASE_AUTH_VERIFIER === "test") {
    return createTestIdTokenVerifier();
  }
  return createFirebaseIdTokenVerifier(await loadFirebaseAuth());
});

/** firebase-admin's Auth on the shared app; loaded on first use, so password-only deployments never load it. */
export async function loadFirebaseAuth(): Promise<Auth> {
  const [{ getAuth }, { getFirebaseAdminApp }] = await Promise.all([
    import("firebase-admin/auth"),
    import("@/platform/firebase/admin"),
  ]);
  return getAuth(getFirebaseAdminApp());
}
