import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import type { ReminderStore } from "@/features/admin/reminders/store";

/** The reminders' keys beside the other stores: SQLite by default, Firestore's `reminderKeys` collection when configured. */
export const getReminderStore = configuredStore<ReminderStore>({
  sqlite: async () => {
    const { createSqliteReminderStore } = await import("@/features/admin/reminders/sqlite");
    return (database) => createSqliteReminderStore(database);
  },
  firestore: async () => {
    const { createFirestoreReminderStore } = await import("@/features/admin/reminders/firestore");
    return (db) => createFirestoreReminderStore(db);
  },
});
