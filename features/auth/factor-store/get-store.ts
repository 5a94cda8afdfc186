import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import type { FactorStore } from "@/features/auth/factor-store/store";

/** The second factors beside the admins: SQLite by default, Firestore's `adminFactors` collection when configured. */
export const getFactorStore = configuredStore<FactorStore>({
  sqlite: async () => {
    const { createSqliteFactorStore } = await import("@/features/auth/factor-store/sqlite");
    return (database) => createSqliteFactorStore(database);
  },
  firestore: async () => {
    const { createFirestoreFactorStore } = await import("@/features/auth/factor-store/firestore");
    return (db) => createFirestoreFactorStore(db);
  },
});
