import "server-only";
import { configuredStore } from "@/lib/db/configured-store";
import type { AdminStore } from "@/lib/auth/admin-store/store";

/** The admins store beside the delegation requests: SQLite by default, Firestore's `admins` collection when configured. */
export const getAdminStore = configuredStore<AdminStore>({
  sqlite: async () => {
    const { createSqliteAdminStore } = await import("@/lib/auth/admin-store/sqlite");
    return (database) => createSqliteAdminStore(database);
  },
  firestore: async () => {
    const { createFirestoreAdminStore } = await import("@/lib/auth/admin-store/firestore");
    return (db) => createFirestoreAdminStore(db);
  },
});
