import "server-only";
import { configuredStore } from "@/lib/db/configured-store";
import type { SessionStore } from "@/lib/auth/session-store/store";

/** Admin session records beside the admins: SQLite by default, Firestore's `adminSessionRecords` when configured. */
export const getSessionStore = configuredStore<SessionStore>({
  sqlite: async () => {
    const { createSqliteSessionStore } = await import("@/lib/auth/session-store/sqlite");
    return (database) => createSqliteSessionStore(database);
  },
  firestore: async () => {
    const { createFirestoreSessionStore } = await import("@/lib/auth/session-store/firestore");
    return (db) => createFirestoreSessionStore(db);
  },
});
