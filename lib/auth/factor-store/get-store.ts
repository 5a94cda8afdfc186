import "server-only";
import { configuredStore } from "@/lib/db/configured-store";
import type { FactorStore } from "@/lib/auth/factor-store/store";

/** The second factors beside the admins: SQLite by default, Firestore's `adminFactors` collection when configured. */
export const getFactorStore = configuredStore<FactorStore>({
  sqlite: async () => {
    const { createSqliteFactorStore } = await import("@/lib/auth/factor-store/sqlite");
    return (database) => createSqliteFactorStore(database);
  },
  firestore: async () => {
    const { createFirestoreFactorStore } = await import("@/lib/auth/factor-store/firestore");
    return (db) => createFirestoreFactorStore(db);
  },
});
