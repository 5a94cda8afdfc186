import "server-only";
import { getEnv } from "@/platform/env";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { assertVerifierAllowed } from "@/features/auth/session/id-token";
import { assertNoEmulatorsInProduction } from "@/platform/firebase/emulator-guard";
import { resolveSessionSecret } from "@/features/auth/session/session-token";
import { assertSecondFactorAllowed } from "@/features/auth/second-factor/policy";
import { logEvent } from "@/platform/logging/log";

export const CREATE_ADMIN_HINT = [
  "No admin account exists yet. Create the first one with:",
  "",
  "  npm run admin:create -- --email you@example.com",
  "",
  "(the script asks for a password of at least 12 characters that is not common or easy to guess, or reads it from",
  "standard input; the first sign-in then sets up a code from an authenticator app).",
].join("\n");

/**
 * The first start-up check: a deployment carrying an emulator variable would let anyone mint an admin
 * sign-in (firebase-admin trusts the emulator's unsigned tokens), so it stops before anything else runs.
 */
export function runEmulatorStartupCheck(): void {
  try {
    assertNoEmulatorsInProduction(getEnv());
  } catch (error) {
    refuse("emulators", error);
  }
}

/**
 * Right after the emulators, before the store and company checks: a deployment with the second factor
 * turned off would open personal data to a password alone, so it stops whatever else is configured.
 */
export function runSecondFactorStartupCheck(): void {
  try {
    assertSecondFactorAllowed(getEnv());
  } catch (error) {
    refuse("admin", error);
  }
}

/** One JSON line a deployment's logs show whole next to the failed rollout, then the stop. */
function refuse(check: "emulators" | "admin", error: unknown): never {
  logEvent("startup.refused", { check, message: error instanceof Error ? error.message : String(error) }, "error");
  process.exit(1);
}

/**
 * Runs once when the server starts. A misconfigured production deployment stops here with one clear
 * message rather than serving an admin area that cannot sign anyone in (or lets anyone in).
 */
export async function runAdminStartupChecks(): Promise<void> {
  try {
    resolveSessionSecret(getEnv());
    assertVerifierAllowed();
  } catch (error) {
    refuse("admin", error);
  }
  try {
    const admins = await (await getAdminStore()).count();
    // The hint's line breaks stay in the message: Cloud Logging shows it as written.
    if (admins === 0) logEvent("startup.no_admin", { message: CREATE_ADMIN_HINT }, "notice");
  } catch (error) {
    // The store being unreachable is reported by the first request that needs it; start-up goes on.
    const message = `Could not check for admin accounts: ${error instanceof Error ? error.message : String(error)}`;
    logEvent("startup.warning", { check: "admin", message }, "warn", { error });
  }
}
