import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import type { OutboxStore } from "@/features/outbox/store";

/** The messages the site owes, on the configured storage, created once per process. */
export const getOutboxStore = configuredStore<OutboxStore>({
  sqlite: async () => {
    const { createSqliteOutboxStore } = await import("@/features/outbox/sqlite");
    return (database) => createSqliteOutboxStore(database);
  },
  firestore: async () => {
    const { createFirestoreOutboxStore } = await import("@/features/outbox/firestore");
    return (db) => createFirestoreOutboxStore(db);
  },
});
