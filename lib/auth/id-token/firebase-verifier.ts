import "server-only";
import type { IdTokenVerifier } from "@/lib/auth/id-token/verifier";

/** The slice of firebase-admin's Auth this verifier uses, so it can be exercised without the network. */
export interface IdTokenDecoder {
  verifyIdToken(idToken: string, checkRevoked?: boolean): Promise<{ uid: string; email?: string; [claim: string]: unknown }>;
  getUser(uid: string): Promise<{ email?: string; disabled: boolean; customClaims?: { [claim: string]: unknown } }>;
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
      return { uid: decoded.uid, email: user.email ?? null, admin: user.customClaims?.admin === true };
    },
  };
}
