import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import type { SessionStore } from "@/features/auth/session-store/store";

/** Admin session records beside the admins: SQLite by default, Firestore's `adminSessionRecords` when configured. */
export const getSessionStore = configuredStore<SessionStore>({
  sqlite: async () => {
    const { createSqliteSessionStore } = await import("@/features/auth/session-store/sqlite");
    return (database) => createSqliteSessionStore(database);
  },
  firestore: async () => {
    const { createFirestoreSessionStore } = await import("@/features/auth/session-store/firestore");
    return (db) => createFirestoreSessionStore(db);
  },
});
