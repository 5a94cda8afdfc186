/** What the emulator keeper reports once its emulators answer, and what its launcher and users share. */
export { freePort } from "../bench/server";

/** The emulators bind loopback only: nothing off this machine can reach them. */
export const emulatorLoopback = "127.0.0.1";

/** The project the emulators serve unless told otherwise; the `demo-` prefix keeps firebase-tools offline. */
export const emulatorProjectId = "demo-openseat";

export interface EmulatorReady {
  readonly projectId: string;
  /** host:port, or null when it was not asked for or cannot run here. */
  firestore: string | null;
  auth: string | null;
  /** Why an emulator that was asked for is not running (its tool is not installed). */
  readonly missing: string[];
}
