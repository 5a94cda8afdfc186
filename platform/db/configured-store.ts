import "server-only";
import type { Firestore } from "firebase-admin/firestore";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import { getEnv } from "@/platform/env";
import { lazyOnce } from "@/platform/server/lazy-once";

/** How to make one store on each kind of storage; each loads its adapter only when asked. */
export interface StoreAdapters<T> {
  readonly sqlite: () => Promise<(database: SqliteDatabase) => T>;
  readonly firestore: () => Promise<(db: Firestore) => T>;
}

/**
 * The store on the configured storage (DATA_STORE), created once per process. The adapters load lazily, so a
 * SQLite deployment never loads firebase-admin and a Firestore one never opens a database file. A store
 * kept out of the database (the ledger a restore must not roll back) names its own file in the data folder.
 */
export function configuredStore<T>(adapters: StoreAdapters<T>, options: { readonly sqliteFile?: string } = {}): () => Promise<T> {
  return lazyOnce(async () => {
    const env = getEnv();
    if (env.DATA_STORE === "firestore") {
      const create = await adapters.firestore();
      const { getFirestoreDb } = await import("@/platform/firebase/admin");
      return create(getFirestoreDb());
    }
    const create = await adapters.sqlite();
    const { openDatabase } = await import("@/platform/db/sqlite");
    return create(openDatabase(env.DATA_DIR, options.sqliteFile));
  });
}
