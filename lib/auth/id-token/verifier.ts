/**
 * Verifies a Firebase ID token. Behind an interface because firebase-admin's verifyIdToken fetches Google's
 * signing certificates over the network: tests use the test verifier, production the real one.
 */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string | null;
  /** The custom claim `admin: true`, set with `npm run admin:grant`. */
  readonly admin: boolean;
}

export interface IdTokenVerifier {
  readonly kind: "firebase" | "test";
  /** Rejects for a token that is malformed, expired, revoked or not signed by the project. */
  verify(idToken: string): Promise<VerifiedIdentity>;
}

export const TEST_VERIFIER_REFUSED_MESSAGE =
  "FIREBASE_AUTH_VERIFIER=test accepts unsigned tokens and is for tests only; a production deployment refuses to start with it.";
