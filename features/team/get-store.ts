import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import { createRecentList } from "@/features/team/recent-list";
import type { TeamMember, TeamStore } from "@/features/team/store";

/**
 * How old the team the booking step shows buyers may be (the confirmation page every new request lands on):
 * display data, read at most this long ago in this process; a change written here is seen at once.
 */
export const TEAM_DISPLAY_MAX_AGE_MS = 30_000;

const recentTeam = createRecentList(async () => (await getTeamStore()).list(), TEAM_DISPLAY_MAX_AGE_MS);

/** Every change of the directory made through this process drops the recent list before it answers. */
function forgettingOnChange(store: TeamStore): TeamStore {
  const forgetting =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        recentTeam.forget();
      }
    };
  return { ...store, record: forgetting(store.record), update: forgetting(store.update), setRole: forgetting(store.setRole), remove: forgetting(store.remove) };
}

/** The admin directory beside the other stores: SQLite by default, Firestore's `teamMembers` collection when configured. */
export const getTeamStore = configuredStore<TeamStore>({
  sqlite: async () => {
    const { createSqliteTeamStore } = await import("@/features/team/sqlite");
    return (database) => forgettingOnChange(createSqliteTeamStore(database));
  },
  firestore: async () => {
    const { createFirestoreTeamStore } = await import("@/features/team/firestore");
    return (db) => forgettingOnChange(createFirestoreTeamStore(db));
  },
});

/** The team as listed at most TEAM_DISPLAY_MAX_AGE_MS ago: for what buyers are shown, never for a decision. */
export function listTeamForDisplay(): Promise<TeamMember[]> {
  return recentTeam.get();
}
