import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import type { TeamStore } from "@/features/team/store";

/** The admin directory beside the other stores: SQLite by default, Firestore's `teamMembers` collection when configured. */
export const getTeamStore = configuredStore<TeamStore>({
  sqlite: async () => {
    const { createSqliteTeamStore } = await import("@/features/team/sqlite");
    return (database) => createSqliteTeamStore(database);
  },
  firestore: async () => {
    const { createFirestoreTeamStore } = await import("@/features/team/firestore");
    return (db) => createFirestoreTeamStore(db);
  },
});
