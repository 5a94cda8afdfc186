import { emulatorEnv, startEmulators, type RunningEmulators } from "../scripts/emulators/launch";
import { emulatorProjectId } from "../scripts/emulators/protocol";

declare global {
  var openSeatEmulators: RunningEmulators | undefined;
}

/**
 * Starts the Firestore and Authentication emulators on free ports before any test file runs and
 * exports their hosts, so every store suite (`if (process.env.FIRESTORE_EMULATOR_HOST)`) runs against
 * Firestore as well as SQLite. Hosts already set in the environment are used as they are.
 * jest.global-teardown.ts stops them; if Jest itself dies, the keeper sees its pipe close and stops them.
 */
export default async function globalSetup(): Promise<void> {
  const wantFirestore = !process.env.FIRESTORE_EMULATOR_HOST;
  const wantAuth = !process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!wantFirestore && !wantAuth) return;
  const emulators = await startEmulators({
    firestore: wantFirestore,
    auth: wantAuth,
    rules: "firestore.rules",
    projectId: emulatorProjectId,
  });
  globalThis.openSeatEmulators = emulators;
  Object.assign(process.env, emulatorEnv(emulators));
  for (const reason of emulators.missing) {
    console.warn(`\n!!! FIRESTORE TESTS SKIPPED: ${reason}. Every Firestore suite below is skipped. !!!\n`);
  }
}
