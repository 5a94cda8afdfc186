import "server-only";
import { getEnv, type ServerEnv } from "@/platform/env";
import { refuseToStart } from "@/platform/server/start-refusal";

/**
 * Why this server must not keep its data in SQLite, or null when it may. On Cloud Run (Firebase App
 * Hosting; Cloud Run sets K_SERVICE) a file lives on the instance's own in-memory disk: it is gone when the
 * instance stops, and each instance would keep its own. A server with a disk of its own (a VM, a container
 * with a volume) keeps SQLite, so K_SERVICE alone decides, not NODE_ENV or the address.
 */
export function sqliteOnCloudRunRefusal(env: Pick<ServerEnv, "DATA_STORE" | "K_SERVICE">): string | null {
  if (env.DATA_STORE !== "sqlite" || !env.K_SERVICE) return null;
  return [
    `Refusing to start: DATA_STORE is sqlite (the default when unset) on Cloud Run (K_SERVICE=${env.K_SERVICE}). ` +
      "Cloud Run keeps files on each instance's in-memory disk and discards them when the instance stops: every " +
      "delegation request and admin account stored in SQLite would be lost at the next scale-down, and each " +
      "instance would keep requests the others cannot see.",
    'Set DATA_STORE=firestore for the running server (apphosting.yaml does; README: "Deploying on Firebase"), ' +
      "or run the server on a machine with a persistent disk to keep SQLite.",
  ].join("\n");
}

/** The first start-up check: an environment that does not parse stops here, with every variable at fault named. */
export function runEnvironmentStartupCheck(): void {
  try {
    getEnv();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    refuseToStart("environment", `Refusing to start: the environment is not valid.\n\n${reason}`);
  }
}

/** Refuses a store that would lose what it keeps (see sqliteOnCloudRunRefusal). */
export function runDataStoreStartupCheck(): void {
  const refusal = sqliteOnCloudRunRefusal(getEnv());
  if (refusal) refuseToStart("data_store", refusal);
}
