import "server-only";
import { configuredStore } from "@/lib/db/configured-store";
import type { TeamStore } from "@/lib/team/store";

/** The admin directory beside the other stores: SQLite by default, Firestore's `teamMembers` collection when configured. */
export const getTeamStore = configuredStore<TeamStore>({
  sqlite: async () => {
    const { createSqliteTeamStore } = await import("@/lib/team/sqlite");
    return (database) => createSqliteTeamStore(database);
  },
  firestore: async () => {
    const { createFirestoreTeamStore } = await import("@/lib/team/firestore");
    return (db) => createFirestoreTeamStore(db);
  },
});
