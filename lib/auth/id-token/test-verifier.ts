import type { IdTokenVerifier } from "@/lib/auth/id-token/verifier";

/**
 * Accepts made-up tokens: `test-admin:<email>` (an admin) and `test-user:<email>` (signed in, no claim).
 * Never selected in a production deployment (see get-id-token-verifier.ts and instrumentation.ts).
 */
export function createTestIdTokenVerifier(): IdTokenVerifier {
  return {
    kind: "test",
    async verify(idToken) {
      const match = /^test-(admin|user):([^\s:]+@[^\s:]+)$/.exec(idToken);
      if (!match) throw new Error("Invalid test ID token");
      const email = (match[2] ?? "").toLowerCase();
      return { uid: `test-${email}`, email, admin: match[1] === "admin" };
    },
  };
}
