import "server-only";
import { getEnv } from "@/lib/env";
import type { AdminStore } from "@/lib/auth/admin-store";

let storePromise: Promise<AdminStore> | undefined;

/** The admins store beside the delegation requests: SQLite by default, Firestore's `admins` collection when configured. */
export function getAdminStore(): Promise<AdminStore> {
  storePromise ??= createConfiguredStore().catch((error: unknown) => {
    storePromise = undefined;
    throw error;
  });
  return storePromise;
}

async function createConfiguredStore(): Promise<AdminStore> {
  const env = getEnv();
  if (env.DATA_STORE === "firestore") {
    const { createFirestoreAdminStore } = await import("@/lib/auth/admin-store-firestore");
    const { getFirestoreDb } = await import("@/lib/firebase/admin");
    return createFirestoreAdminStore(getFirestoreDb());
  }
  const { createSqliteAdminStore } = await import("@/lib/auth/admin-store-sqlite");
  const { openDatabase } = await import("@/lib/db/sqlite");
  return createSqliteAdminStore(openDatabase(env.DATA_DIR));
}
