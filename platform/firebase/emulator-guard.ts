import { isProductionDeployment, type DeploymentEnv } from "@/platform/server/deployment";

/**
 * The variables that point firebase-admin at a local emulator. With FIREBASE_AUTH_EMULATOR_HOST set,
 * firebase-admin accepts ID tokens without checking any signature, so anyone could mint an admin
 * sign-in; with FIRESTORE_EMULATOR_HOST set, the data goes to a throwaway in-memory database.
 */
export const emulatorVariables = [
  "FIREBASE_AUTH_EMULATOR_HOST",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_DATABASE_EMULATOR_HOST",
  "FIREBASE_STORAGE_EMULATOR_HOST",
] as const;

export type EmulatorEnv = DeploymentEnv & Partial<Record<(typeof emulatorVariables)[number], string>>;

export function emulatorVariablesSet(env: EmulatorEnv): string[] {
  return emulatorVariables.filter((name) => (env[name] ?? "").trim() !== "");
}

export function emulatorsRefusedMessage(names: readonly string[]): string {
  return (
    `${names.join(", ")} ${names.length === 1 ? "is" : "are"} set: firebase-admin would talk to a local emulator, ` +
    "which accepts unsigned ID tokens. These variables are for tests and local development only; " +
    "a production deployment refuses to start with them. Remove them from the deployment's environment."
  );
}

/** Throws when a production deployment (platform/server/deployment.ts) is configured to use an emulator. */
export function assertNoEmulatorsInProduction(env: EmulatorEnv): void {
  const names = emulatorVariablesSet(env);
  if (names.length > 0 && isProductionDeployment(env)) throw new Error(emulatorsRefusedMessage(names));
}
