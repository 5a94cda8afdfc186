import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import type { AdminStore } from "@/features/auth/admin-store/store";

/** The admins store beside the delegation requests: SQLite by default, Firestore's `admins` collection when configured. */
export const getAdminStore = configuredStore<AdminStore>({
  sqlite: async () => {
    const { createSqliteAdminStore } = await import("@/features/auth/admin-store/sqlite");
    return (database) => createSqliteAdminStore(database);
  },
  firestore: async () => {
    const { createFirestoreAdminStore } = await import("@/features/auth/admin-store/firestore");
    return (db) => createFirestoreAdminStore(db);
  },
});
