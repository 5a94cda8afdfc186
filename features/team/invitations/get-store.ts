import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import type { InvitationStore } from "@/features/team/invitations/store";

/** The invitations beside the team directory: SQLite by default, Firestore's `teamInvitations` collection when configured. */
export const getInvitationStore = configuredStore<InvitationStore>({
  sqlite: async () => {
    const { createSqliteInvitationStore } = await import("@/features/team/invitations/sqlite");
    return (database) => createSqliteInvitationStore(database);
  },
  firestore: async () => {
    const { createFirestoreInvitationStore } = await import("@/features/team/invitations/firestore");
    return (db) => createFirestoreInvitationStore(db);
  },
});
