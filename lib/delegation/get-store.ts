import "server-only";
import { getEnv } from "@/lib/env";
import type { DelegationRequestStore } from "@/lib/delegation/store";

let storePromise: Promise<DelegationRequestStore> | undefined;

/**
 * The configured store, created once per process. The adapters load lazily so a SQLite
 * deployment never loads firebase-admin and a Firestore one never opens a database file.
 */
export function getDelegationStore(): Promise<DelegationRequestStore> {
  storePromise ??= createConfiguredStore().catch((error: unknown) => {
    storePromise = undefined;
    throw error;
  });
  return storePromise;
}

async function createConfiguredStore(): Promise<DelegationRequestStore> {
  const env = getEnv();
  if (env.DATA_STORE === "firestore") {
    const { createFirestoreDelegationStore } = await import("@/lib/delegation/firestore/firestore-store");
    const { getFirestoreDb } = await import("@/lib/firebase/admin");
    return createFirestoreDelegationStore(getFirestoreDb());
  }
  const { createSqliteDelegationStore } = await import("@/lib/delegation/sqlite/sqlite-store");
  const { openDatabase } = await import("@/lib/db/sqlite");
  return createSqliteDelegationStore(openDatabase(env.DATA_DIR));
}
