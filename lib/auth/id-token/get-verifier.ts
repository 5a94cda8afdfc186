import "server-only";
import { getEnv } from "@/lib/env";
import { lazyOnce } from "@/lib/server/lazy-once";
import { isProductionDeployment } from "@/lib/auth/deployment";
import { assertNoEmulatorsInProduction } from "@/lib/firebase/emulator-guard";
import { TEST_VERIFIER_REFUSED_MESSAGE, type IdTokenVerifier } from "@/lib/auth/id-token/verifier";

/**
 * Throws when a production deployment is configured with the test verifier, or with an emulator
 * (which makes firebase-admin accept unsigned tokens); instrumentation.ts calls it at start-up.
 */
export function assertVerifierAllowed(): void {
  const env = getEnv();
  if (getEnv().FIREBASE_AUTH_VERIFIER === "test" && isProductionDeployment(env)) {
    throw new Error(TEST_VERIFIER_REFUSED_MESSAGE);
  }
  assertNoEmulatorsInProduction(env);
}

export const getIdTokenVerifier = lazyOnce(async (): Promise<IdTokenVerifier> => {
  assertVerifierAllowed();
  if (getEnv().FIREBASE_AUTH_VERIFIER === "test") {
    const { createTestIdTokenVerifier } = await import("@/lib/auth/id-token/test-verifier");
    return createTestIdTokenVerifier();
  }
  const { createFirebaseIdTokenVerifier } = await import("@/lib/auth/id-token/firebase-verifier");
  const { getFirebaseAuth } = await import("@/lib/auth/id-token/firebase-auth");
  return createFirebaseIdTokenVerifier(getFirebaseAuth());
});
