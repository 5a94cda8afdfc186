import "server-only";
import type { IdTokenVerifier } from "@/lib/auth/id-token-verifier";

/** The slice of firebase-admin's Auth this verifier uses, so it can be exercised without the network. */
export interface IdTokenDecoder {
  verifyIdToken(idToken: string, checkRevoked?: boolean): Promise<{ uid: string; email?: string; [claim: string]: unknown }>;
}

export function createFirebaseIdTokenVerifier(auth: IdTokenDecoder): IdTokenVerifier {
  return {
    kind: "firebase",
    async verify(idToken) {
      // checkRevoked: a disabled user or one whose sessions were revoked cannot sign in with an old token.
      const decoded = await auth.verifyIdToken(idToken, true);
      return { uid: decoded.uid, email: decoded.email ?? null, admin: decoded.admin === true };
    },
  };
}
