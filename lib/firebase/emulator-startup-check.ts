import "server-only";
import { getEnv } from "@/lib/env";
import { assertNoEmulatorsInProduction } from "@/lib/firebase/emulator-guard";

/**
 * The first start-up check: a deployment carrying an emulator variable would let anyone mint an admin
 * sign-in (firebase-admin trusts the emulator's unsigned tokens), so it stops before anything else runs.
 */
export function runEmulatorStartupCheck(): void {
  try {
    assertNoEmulatorsInProduction(getEnv());
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
